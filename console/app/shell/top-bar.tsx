import styled from '@emotion/styled';
import { useT } from '../../i18n/i18n.ts';
import { useSession } from '../../state/session-store.ts';
import { Chip } from '../../ui/card.tsx';
import { color, narrow } from '../../ui/tokens.ts';
import { NavIcon } from './nav-icon.tsx';
import { OperatorMenu } from './operator-menu.tsx';
import { QueueBadges } from './queue-badges.tsx';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 12px;
  height: 56px;
  padding: 0 32px;
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
  ${narrow} {
    flex-wrap: wrap;
    height: auto;
    min-height: 56px;
    padding: 10px 12px;
    gap: 8px;
  }
`;

const MenuButton = styled.button`
  display: none;
  ${narrow} {
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border: 1px solid ${color.border};
    border-radius: 8px;
    background: ${color.surface};
    cursor: pointer;
  }
`;

const Site = styled.span`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${color.muted};
  font-size: 13px;
  ${narrow} {
    & > span:first-of-type {
      display: none;
    }
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

/** The top of every screen: the menu button on a phone, this node's site, the queues' counts, the operator. */
export function TopBar({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const { t } = useT();
  const operator = useSession((state) => state.operator);
  return (
    <Bar>
      <MenuButton type="button" aria-label={t('nav.open')} aria-expanded={menuOpen} aria-controls="console-nav" onClick={onMenu}>
        <NavIcon name="menu" />
      </MenuButton>
      <Site>
        <span>{t('menu.site')}</span>
        <Chip tone="accent" data-testid="site-code">
          {operator?.site}
        </Chip>
      </Site>
      <Spacer />
      <QueueBadges />
      <OperatorMenu />
    </Bar>
  );
}
