import styled from '@emotion/styled';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { rewriteStreamUrl } from '../../../core/rules/stream-url.ts';
import { isVip } from '../../../core/rules/user-rules.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import type { UserInfo } from '../../../../schema/generated/api.ts';
import type { Room } from '../api/live-types.ts';
import { playAllowance, type PlayTimeInput } from '../lib/play-time.ts';
import { PlayAd } from './play-ad.tsx';
import { OverlayButton, OverlayLink, PlayerFrame, Veil } from '../../../ui/player/player-frame.tsx';
import { playerLabels } from '../../../ui/player/player-labels.ts';
import { VideoPlayer } from '../../../ui/player/video-player.tsx';
import { colors } from '../../../core/theme/theme.ts';
import { tenant } from '../../../core/tenant/tenant.ts';

/** A site without VIP neither offers it nor links to its page when the play time runs out. */
const vipBuilt = tenant.builtFeatures.includes('vip');

const Poster = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  filter: blur(2px) brightness(0.6);
`;

const Stage = styled.div`
  position: relative;
`;

const Remaining = styled.span`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  background: ${colors.scrim};
  color: ${colors.onMedia};
  font-size: 0.6875rem;
  font-variant-numeric: tabular-nums;
  pointer-events: none;
`;

/** The play time this fan has now, after `watchedSec` watched (a VIP whose VIP ends mid-room is limited from then on). */
const allowanceOf = (user: Pick<UserInfo, 'vip_level' | 'vip_date'> | null, config: PlayTimeInput['config'], watchedSec: number) =>
  playAllowance({ loggedIn: user !== null, vip: user ? isVip(user, Date.now()) : false, config, watchedSec });

const clock = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The top of a room: its live video, within the fan's play time (lib/play-time.ts). When the time runs out the
 * stream stops and a panel covers it: log in for a guest, VIP for a user (docs/decisions.md "Room play time"). The
 * room's QR or banner ad sits over the playing stream.
 */
export function RoomStage(props: { room: Room }) {
  const { t } = useT('live');
  const config = useAppStore((s) => s.config);
  // The session's fields the play time reads, each on its own: a change of the fan's gold (a gift sent) does not
  // render the stage and its player again in the send's frame.
  const loggedIn = useSession((s) => s.user !== null);
  const vipLevel = useSession((s) => s.user?.vip_level ?? 0);
  const vipDate = useSession((s) => s.user?.vip_date ?? 0);
  // The player adds a watched second every second; only a fan with a limit sees it (the remaining time), so for the
  // others the selector gives 0 and the stage is not rendered again each second (a tap's frame would share it).
  const watchedSec = useSession((s) => (allowanceOf(s.user, config, 0).limited ? s.videoWatchedSec : 0));
  const addVideoTime = useSession((s) => s.addVideoTime);
  const allowance = allowanceOf(loggedIn ? { vip_level: vipLevel, vip_date: vipDate } : null, config, watchedSec);
  const pull = props.room.pull[0];
  const cover = serverUrl(props.room.cover);
  const labels = playerLabels(t);

  let veil = null;
  if (!pull) veil = <p>{t('player.offline')}</p>;
  else if (allowance.limited && allowance.exhausted && allowance.audience === 'guest') {
    veil = (
      <>
        <p>{t('playTime.guest')}</p>
        <OverlayButton type="button" data-testid="play-time-login" onClick={() => requireLogin()}>
          {t('playTime.login')}
        </OverlayButton>
      </>
    );
  } else if (allowance.limited && allowance.exhausted) {
    veil = (
      <>
        <p>{t(vipBuilt ? 'playTime.user' : 'playTime.userNoVip')}</p>
        {vipBuilt && <OverlayLink to="/vip-plans">{t('playTime.vip')}</OverlayLink>}
      </>
    );
  }

  if (veil || !pull) {
    return (
      <PlayerFrame data-testid="room-stage">
        <Poster src={cover} alt="" />
        <Veil data-testid={pull ? 'play-time-up' : 'room-offline'}>{veil}</Veil>
      </PlayerFrame>
    );
  }
  return (
    <Stage data-testid="room-stage">
      <VideoPlayer
        testId="live-player"
        labels={labels}
        src={rewriteStreamUrl(pull.url, pull.livestream_source, config ?? {})}
        poster={cover}
        onWatchSecond={() => addVideoTime(1)}
      />
      {allowance.limited ? (
        <Remaining data-testid="play-time-left">{t('playTime.left', { time: clock(allowance.remainingSec) })}</Remaining>
      ) : null}
      <PlayAd />
    </Stage>
  );
}
