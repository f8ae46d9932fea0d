import styled from '@emotion/styled';
import { Suspense, useState } from 'react';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { useHydrated } from '../../../core/prerender/use-hydrated.ts';
import { slotComponent } from '../../../core/slots.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import type { LivePage } from '../api/live-types.ts';
import { FollowButton } from './follow-button.tsx';
import { OnlineCount } from './online-count.tsx';

const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  padding: 0.5rem 0.75rem;
  background: ${(p) => p.theme.color.surface};
  img {
    flex: none;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: ${(p) => p.theme.color.border};
  }
  div {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-width: 0;
  }
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-size: 0.875rem;
  }
  div span {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
`;

const Fans = styled.b`
  margin-right: 0.375rem;
  font-weight: 500;
`;

const Audience = styled(OnlineCount)`
  flex: none;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
`;

/**
 * Who is on air and how many watch: the anchor's avatar, name and fans, the room title, the audience, and the follow
 * button (not for the anchor in their own room).
 */
export function RoomInfo(props: { page: LivePage }) {
  const { t } = useT('live');
  const { page } = props;
  const own = useSession((s) => s.user?.id === page.anchor.id);
  const [fans, setFans] = useState(page.anchor.fans_count);
  const lang = useAppStore((s) => s.lang);
  // The anchor's fan group, where the chat feature is built (core/slots.ts). It depends on the fan's session and loads
  // on demand, so it waits for hydration: a lazy part suspending in the build's render would make React drop the
  // room's prerendered markup.
  const hydrated = useHydrated();
  const FanGroupEntry = hydrated ? slotComponent('fanGroupEntry') : undefined;
  return (
    <Bar data-testid="room-info">
      <img src={serverUrl(page.anchor.avatar)} alt="" />
      <div>
        <strong>{page.anchor.nick_name}</strong>
        <span>
          <Fans data-testid="anchor-fans">{t('follow.fans', { count: formatBalance(fans, lang) })}</Fans>
          {page.title}
        </span>
      </div>
      <Audience count={page.online} />
      {FanGroupEntry ? (
        <Suspense fallback={null}>
          <FanGroupEntry anchorId={page.anchor.id} />
        </Suspense>
      ) : null}
      {own ? null : <FollowButton anchorId={page.anchor.id} following={page.is_attent === 1} onFans={setFans} />}
    </Bar>
  );
}
