import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import type { GroupMember } from '../../../im/index.ts';
import { dateTimeLabel } from '../lib/chat-time.ts';
import { Avatar } from './avatar.tsx';
import { memberName } from './member-grid.tsx';
import { CardFrame } from './profile-card.tsx';
import { colors } from '../../../core/theme/theme.ts';

const Card = styled(CardFrame)`
  p[data-muted] {
    color: ${colors.danger};
  }
  span[data-role] {
    align-self: flex-start;
    padding: 0 0.375rem;
    border-radius: 0.25rem;
    background: ${(p) => p.theme.color.background};
    font-size: 0.6875rem;
    line-height: 1.25rem;
  }
  span[data-role='Owner'] {
    background: ${colors.vip};
    color: ${colors.onVip};
  }
  span[data-role='Admin'] {
    background: ${colors.info};
    color: ${colors.onMedia};
  }
`;

/**
 * A member's card in a group: picture, the name card they chose there (their nick under it), id, role, when they
 * joined, and until when they are muted while they are. Every text of theirs is rendered as text.
 */
export function MemberCard(props: { member: GroupMember; nowSeconds: number }) {
  const { t } = useT('chat');
  const { member } = props;
  const name = memberName(member, t('peerFallback', { id: member.userID }));
  const muted = member.muteUntil > props.nowSeconds;
  return (
    <Card data-testid="member-card">
      <Avatar id={member.userID} name={name} src={member.avatar} size={4} />
      <div>
        <h2 data-testid="member-name">{name}</h2>
        {member.nameCard && member.nick ? <p data-testid="member-nick">{t('nickLine', { nick: member.nick })}</p> : null}
        <p>{t('userId', { id: member.userID })}</p>
        <span data-testid="member-role" data-role={member.role}>
          {t(`groupPage.role.${member.role}`)}
        </span>
        {member.joinTime ? <p data-testid="member-joined">{t('groupPage.joined', { time: dateTimeLabel(member.joinTime) })}</p> : null}
        {muted ? (
          <p data-muted="true" data-testid="member-muted">
            {t('groupPage.mutedUntil', { time: dateTimeLabel(member.muteUntil) })}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
