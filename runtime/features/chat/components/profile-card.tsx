import styled from '@emotion/styled';
import { useT } from '../../../core/i18n/i18n.ts';
import { VipBadge } from '../../../ui/vip-badge.tsx';
import type { PublicUser } from '../api/user-profile.ts';
import type { OnlineState } from '../lib/online-state.ts';
import { Avatar } from './avatar.tsx';
import { colors } from '../../../core/theme/theme.ts';

/** A card of a person or a group: picture on the left, name, lines and tags beside it, long words wrapped. */
export const CardFrame = styled.section`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  padding: 1.25rem 1rem;
  background: ${(p) => p.theme.color.surface};
  > div {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 0.3125rem;
    min-width: 0;
  }
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
    font-size: 1.1875rem;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;

/** Small labels in a row under a card's name (online, level, a group's type ...). */
export const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  span {
    padding: 0 0.375rem;
    border-radius: 0.25rem;
    background: ${(p) => p.theme.color.background};
    color: ${(p) => p.theme.color.text};
    font-size: 0.6875rem;
    line-height: 1.25rem;
  }
  span[data-online='online'] {
    background: ${colors.swatch2};
    color: ${colors.onMedia};
  }
`;

/**
 * A user's card: picture, the name the fan gave them (or their nick) with the VIP badge, their nick under a remark,
 * the id, level, anchor tag and online label, and their signature. Every text of theirs is rendered as text.
 */
export function ProfileCard(props: { user: PublicUser; remark: string; online: OnlineState }) {
  const { t } = useT('chat');
  const { user } = props;
  const name = props.remark || user.nick_name || t('peerFallback', { id: user.uid });
  return (
    <CardFrame data-testid="user-card">
      <Avatar id={user.uid} name={name} src={user.avatar} size={4} />
      <div>
        <h2 data-testid="user-name">
          {user.isVIP ? <VipBadge /> : null}
          {name}
        </h2>
        {props.remark && user.nick_name ? <p data-testid="user-nick">{t('nickLine', { nick: user.nick_name })}</p> : null}
        <p>{t('userId', { id: user.uid })}</p>
        <Tags>
          <span data-testid="user-online" data-online={props.online}>
            {t(`online.${props.online}`)}
          </span>
          {user.user_level > 0 ? <span data-testid="user-level">{t('level', { level: user.user_level })}</span> : null}
          {user.is_anchor ? <span>{t('anchor')}</span> : null}
        </Tags>
        {user.signature ? <p data-testid="user-signature">{user.signature}</p> : null}
      </div>
    </CardFrame>
  );
}
