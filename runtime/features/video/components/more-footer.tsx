import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import type { PagedStatus } from '../hooks/use-paged-list.ts';

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: 0.25rem 0 1rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
  button {
    padding: 0.375rem 1.25rem;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 999px;
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    font: inherit;
    cursor: pointer;
  }
`;

/**
 * The end of a paged list: fetches the next page when it scrolls into view (infinite scroll), with a "more" button
 * for browsers without IntersectionObserver and after a failed page; "no more" once everything is shown.
 */
export function MoreFooter(props: { status: PagedStatus; hasMore: boolean; onMore(): void; onRetry(): void }) {
  const { t } = useT('video');
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(props.onMore);
  more.current = props.onMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined' || !props.hasMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [props.hasMore, props.status]);

  let content;
  if (props.status === 'more') content = <span>{t('loading')}</span>;
  else if (props.status === 'moreError') content = <button type="button" onClick={props.onRetry}>{t('retry')}</button>;
  else if (props.hasMore) content = <button type="button" data-testid="video-more" onClick={props.onMore}>{t('more')}</button>;
  else content = <span>{t('noMore')}</span>;
  return (
    <Footer ref={sentinel} data-testid="video-footer">
      {content}
    </Footer>
  );
}
