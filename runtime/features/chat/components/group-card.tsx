import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import type { Group } from '../../../im/index.ts';
import { Avatar } from './avatar.tsx';
import { CardFrame, Tags } from './profile-card.tsx';
import { colors } from '../../../core/theme/theme.ts';

/** The profile card's look; an anchor's fan group sits on the brand colour with its badge, as live apps show fan clubs. */
const Card = styled(CardFrame)<{ anchor: boolean }>`
  background: ${(p) => (p.anchor ? p.theme.primary : p.theme.color.surface)};
  color: ${(p) => (p.anchor ? p.theme.onPrimary : p.theme.color.text)};
  p[data-line] {
    color: inherit;
    opacity: 0.75;
  }
  span[data-anchor='true'] {
    background: ${colors.vip};
    color: ${colors.onVip};
    font-weight: 600;
  }
`;

/** A group's card: picture, name, id, and tags for its type, how one joins, and how many members it has. */
export function GroupCard(props: { group: Group; anchor: boolean }) {
  const { t } = useT('chat');
  const { group } = props;
  const name = group.name || group.groupID;
  return (
    <Card anchor={props.anchor} data-testid="group-card">
      <Avatar id={group.groupID} name={name} src={group.avatar} size={4} />
      <div>
        <h2 data-testid="group-name">{name}</h2>
        <p data-line="true" data-testid="group-id">
          {t('groupPage.id', { id: group.groupID })}
        </p>
        <Tags>
          {props.anchor ? <span data-anchor="true">{t('groupPage.anchorBadge')}</span> : null}
          <span data-testid="group-type">{t(`groupPage.type.${group.type}`, { defaultValue: group.type })}</span>
          {group.joinOption ? (
            <span data-testid="group-join">{t(`groupPage.join.${group.joinOption}`, { defaultValue: group.joinOption })}</span>
          ) : null}
          <span data-testid="group-count">{t('groupPage.memberCount', { count: group.memberNum })}</span>
        </Tags>
      </div>
    </Card>
  );
}
