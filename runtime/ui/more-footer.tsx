import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';

/** The end of a list: a centred line for "more" (a bordered pill button), "loading" or "no more". */
export const ListFooter = styled.div`
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

/** The footer's texts, from the caller's catalogue. */
export interface MoreFooterLabels {
  loading: string;
  retry: string;
  more: string;
  noMore: string;
}

/**
 * The end of a paged list: fetches the next page when it scrolls into view (infinite scroll), with a "more" button
 * for browsers without IntersectionObserver and after a failed page; "no more" once everything is shown.
 * `status` is the list's: `more` while a page loads, `moreError` after one failed.
 */
export function MoreFooter(props: {
  status: string;
  hasMore: boolean;
  onMore(): void;
  onRetry(): void;
  labels: MoreFooterLabels;
  testId: string;
  moreTestId: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(props.onMore);
  more.current = props.onMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined' || !props.hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [props.hasMore, props.status]);

  let content;
  if (props.status === 'more') content = <span>{props.labels.loading}</span>;
  else if (props.status === 'moreError')
    content = (
      <button type="button" onClick={props.onRetry}>
        {props.labels.retry}
      </button>
    );
  else if (props.hasMore)
    content = (
      <button type="button" data-testid={props.moreTestId} onClick={props.onMore}>
        {props.labels.more}
      </button>
    );
  else content = <span>{props.labels.noMore}</span>;
  return (
    <ListFooter ref={sentinel} data-testid={props.testId}>
      {content}
    </ListFooter>
  );
}
