import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../../core/i18n/i18n.ts';
import type { CueChannel, OtherRoomCue } from '../../lib/room-cues.ts';
import { colors } from '../../../../core/theme/theme.ts';

/** A banner stays this long unless dismissed or replaced by a newer one. */
export const otherRoomBannerMs = 8000;

const Banner = styled.div`
  position: absolute;
  z-index: 3;
  /* Below the play-time pill and the stream's own corner marks, which stay readable. */
  top: 2.25rem;
  right: 0.5rem;
  left: 0.5rem;
  display: flex;
  align-items: center;
  min-height: 2rem;
  border-radius: 999px;
  background: ${colors.scrimStrong};
  color: ${colors.onMedia};
  font-size: 0.75rem;
  a {
    flex: 1;
    min-width: 0;
    padding: 0.375rem 0 0.375rem 0.75rem;
    overflow: hidden;
    color: ${colors.vip};
    text-decoration: none;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  button {
    flex: none;
    width: 2rem;
    height: 2rem;
    border: 0;
    background: none;
    color: ${colors.onMedia};
    font-size: 1rem;
    cursor: pointer;
  }
`;

/**
 * A big gift sent in another room (OtherRoomPackageNotify; docs/decisions.md "Big gifts"): one banner at a time, the
 * newest, linking to that room, dismissable, gone by itself after a while. The room it names never shows it (that
 * room has the animation); the server does not send it there, and the app checks again.
 */
export function OtherRoomBanner(props: { channel: CueChannel; liveId: number }) {
  const { t, i18n } = useT('live');
  const [cue, setCue] = useState<OtherRoomCue | null>(null);
  const seen = useRef(new Set<string>());
  const { channel, liveId } = props;

  useEffect(
    () =>
      channel.on((cues) => {
        for (const item of cues) {
          // A rejoin hands the room's recent messages again: a dismissed banner stays dismissed.
          if (item.kind !== 'otherRoom' || item.liveId === liveId || seen.current.has(item.key)) continue;
          if (seen.current.size >= 100) seen.current.clear();
          seen.current.add(item.key);
          setCue(item);
        }
      }),
    [channel, liveId],
  );

  useEffect(() => {
    if (!cue) return;
    const timer = setTimeout(() => setCue(null), otherRoomBannerMs);
    return () => clearTimeout(timer);
  }, [cue]);

  if (!cue) return null;
  const gift = i18n.language === 'cn' ? cue.gift : cue.giftEn;
  return (
    <Banner role="status" data-testid="other-room-banner">
      <Link to={`/live-detail/${cue.anchorId}`} data-testid="other-room-link">
        {t('show.otherRoom', { nick: cue.nick, anchor: cue.anchorNick, gift, count: cue.count })}
      </Link>
      <button type="button" aria-label={t('show.dismiss')} data-testid="other-room-dismiss" onClick={() => setCue(null)}>
        ×
      </button>
    </Banner>
  );
}
