import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { VideoCategory } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { tabBarLook } from '../../../ui/tab-strip.tsx';

const Strip = styled.nav`
  position: sticky;
  top: 2.75rem;
  z-index: 5;
  ${tabBarLook}
  a {
    flex: none;
    padding: 0.625rem 0 0.5rem;
    border-bottom: 2px solid transparent;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.875rem;
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-color: ${(p) => p.theme.accent};
    color: ${(p) => p.theme.color.text};
    font-weight: 600;
  }
`;

/** The category tabs of /rec-category: links, so each category has its address and the back button walks them. */
export function CategoryTabs(props: { categories: VideoCategory[]; current: number }) {
  const { t } = useT('video');
  const lang = useAppStore((s) => s.lang);
  const strip = useRef<HTMLElement>(null);
  // The current tab is brought into view (a category opened by address may sit past the screen's edge).
  useEffect(() => {
    const element = strip.current;
    const active = element?.querySelector<HTMLElement>('[aria-current=page]');
    if (element && active) element.scrollLeft = active.offsetLeft - (element.clientWidth - active.offsetWidth) / 2;
  }, [props.current, props.categories.length]);
  return (
    <Strip ref={strip} aria-label={t('categories')} data-testid="video-categories">
      {props.categories.map((category) => (
        <Link
          key={category.id}
          to={`/rec-category/${category.id}`}
          replace
          aria-current={category.id === props.current ? 'page' : undefined}
          data-testid="video-category"
        >
          {lang === 'cn' ? category.name : category.name_en}
        </Link>
      ))}
    </Strip>
  );
}
