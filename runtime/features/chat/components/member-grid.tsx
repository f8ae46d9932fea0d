import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import type { GroupMember } from '../../../im/index.ts';
import { Avatar } from './avatar.tsx';
import { colors } from '../../../core/theme/theme.ts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 0.875rem 0.5rem;
  margin: 0;
  padding: 0.875rem 0.875rem 0.5rem;
  list-style: none;
  a {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.25rem;
    color: inherit;
    text-decoration: none;
  }
  span[data-name] {
    width: 100%;
    overflow: hidden;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
    text-align: center;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  b {
    position: absolute;
    top: 2.25rem;
    left: 50%;
    transform: translateX(-50%);
    padding: 0 0.25rem;
    border-radius: 0.25rem;
    background: ${colors.vip};
    color: ${colors.onVip};
    font-size: 0.5625rem;
    font-weight: 600;
    line-height: 0.875rem;
    white-space: nowrap;
  }
  b[data-role='Admin'] {
    background: ${colors.info};
    color: ${colors.onMedia};
  }
`;

/** How a member is named in a group: the name card they chose there, else their nick, else 用户 {id}. */
export const memberName = (member: Pick<GroupMember, 'nameCard' | 'nick' | 'userID'>, fallback: string): string =>
  member.nameCard || member.nick || fallback;

/** Members as WeChat's avatar grid, five a row, the owner and admins marked on their picture; each opens the member's page. */
export function MemberGrid(props: { members: GroupMember[]; memberPath(userID: string): string }) {
  const { t } = useT('chat');
  return (
    <Grid data-testid="group-members">
      {props.members.map((member) => {
        const name = memberName(member, t('peerFallback', { id: member.userID }));
        return (
          <li key={member.userID}>
            <Link to={props.memberPath(member.userID)} data-testid="group-member" data-user={member.userID} data-role={member.role}>
              <Avatar id={member.userID} name={name} src={member.avatar} size={2.75} />
              {member.role !== 'Member' ? <b data-role={member.role}>{t(`groupPage.role.${member.role}`)}</b> : null}
              <span data-name="true">{name}</span>
            </Link>
          </li>
        );
      })}
    </Grid>
  );
}
