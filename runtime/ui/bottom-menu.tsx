import styled from '@emotion/styled';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { CountBadge } from './count-badge.tsx';

export interface BottomMenuItem {
  path: string;
  label: string;
  icon: ComponentType<{ active: boolean }>;
  /** The entry's unread count, if it has one (a hook, so only the badge re-renders when it changes). */
  useBadge?: () => number;
}

const Bar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 20;
  display: flex;
  height: ${(p) => p.theme.menuHeight};
  padding-bottom: env(safe-area-inset-bottom);
  background: ${(p) => p.theme.color.surface};
  border-top: 1px solid ${(p) => p.theme.color.border};
  a {
    flex: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.125rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
    text-decoration: none;
    -webkit-tap-highlight-color: transparent;
  }
  a.active {
    color: ${(p) => p.theme.accent};
    font-weight: 600;
    box-shadow: inset 0 2px 0 ${(p) => p.theme.primary};
  }
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  a > span:first-of-type {
    position: relative;
    display: flex;
  }
`;

/** The red count on an entry, 99+ past 99, nothing at 0. */
function MenuBadge(props: { useCount: () => number }) {
  return <CountBadge count={props.useCount()} testId="menu-badge" />;
}

/** The fixed bottom menu, one entry per built feature the manifest lists. */
export function BottomMenu(props: { items: readonly BottomMenuItem[]; label: string }) {
  return (
    <Bar aria-label={props.label} data-testid="bottom-menu">
      {props.items.map(({ path, label, icon: Icon, useBadge }) => (
        <NavLink key={path} to={path} data-testid={`menu-${path.slice(1)}`}>
          {({ isActive }) => (
            <>
              <span>
                <Icon active={isActive} />
                {useBadge ? <MenuBadge useCount={useBadge} /> : null}
              </span>
              <span>{label}</span>
            </>
          )}
        </NavLink>
      ))}
    </Bar>
  );
}
