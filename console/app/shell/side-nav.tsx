import styled from '@emotion/styled';
import { NavLink } from 'react-router-dom';
import { useT } from '../../i18n/i18n.ts';
import { useSession } from '../../state/session-store.ts';
import { color, narrow } from '../../ui/tokens.ts';
import { screensFor } from '../screens.ts';
import { NavIcon } from './nav-icon.tsx';

const Nav = styled.nav<{ open: boolean }>`
  background: ${color.nav};
  color: ${color.navText};
  padding: 16px 12px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  position: sticky;
  top: 0;
  height: 100vh;
  ${narrow} {
    position: fixed;
    z-index: 30;
    left: 0;
    top: 0;
    bottom: 0;
    width: 260px;
    transform: translateX(${({ open }) => (open ? '0' : '-100%')});
    transition: transform 0.2s;
    visibility: ${({ open }) => (open ? 'visible' : 'hidden')};
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 4px 10px 20px;
  color: ${color.navActive};
  font-weight: 700;
  font-size: 15px;
`;

const Logo = styled.span`
  width: 28px;
  height: 28px;
  border-radius: 8px;
  background: ${color.accent};
  display: grid;
  place-items: center;
  font-size: 14px;
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 9px 10px;
  border-radius: 8px;
  color: ${color.navText};
  text-decoration: none;
  font-weight: 500;
  &:hover {
    background: ${color.navHover};
    color: ${color.navActive};
  }
  &.active {
    background: ${color.navActiveBg};
    color: ${color.navActive};
  }
`;

/** The screens this operator may open, and nothing else. */
export function SideNav({ open }: { open: boolean }) {
  const { t } = useT();
  const operator = useSession((state) => state.operator);
  return (
    <Nav open={open} id="console-nav" aria-label={t('nav.label')}>
      <Brand>
        <Logo aria-hidden="true">S</Logo>
        {t('app.title')}
      </Brand>
      {screensFor(operator).map((screen) => (
        <Item key={screen.path} to={screen.path}>
          <NavIcon name={screen.icon} />
          {t(screen.label)}
        </Item>
      ))}
    </Nav>
  );
}
