import styled from '@emotion/styled';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { earlyAnswer } from '../../../core/http/early-answer.ts';
import { servedAnswer } from '../../../core/http/served-answer.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { getLivePageData } from '../api/get-live-page-data.ts';
import type { LivePage } from '../api/live-types.ts';
import { LoadError } from '../components/load-states.tsx';
import { GiftShow } from '../components/gift-show/gift-show.tsx';
import { OtherRoomBanner } from '../components/gift-show/other-room-banner.tsx';
import { RoomCueContext } from '../components/gift-show/room-cue-context.ts';
import { createCueChannel } from '../lib/room-cues.ts';
import { createRoomFeed } from '../lib/room-feed.ts';
import { RoomFeedContext } from '../components/room-chat/room-feed-context.ts';
import { RoomMembership } from '../components/room-chat/room-membership.tsx';
import { PlayerFrame } from '../../../ui/player/player-frame.tsx';
import { RoomInfo } from '../components/room-info.tsx';
import { RoomStage } from '../components/room-stage.tsx';
import { RoomTabs, RoomTabsBone } from '../components/room-tabs/room-tabs.tsx';
import { SubHeader } from '../components/sub-header.tsx';
import { useRemote } from '../../../core/http/use-remote.ts';

/** The room fills the screen: header, video, anchor bar, tabs, and the tab's content (the chat scrolls inside it). */
const Screen = styled.main`
  display: flex;
  flex-direction: column;
  height: 100dvh;
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.text};
`;

const InfoBone = styled.div`
  height: 3.25rem;
  background: ${(p) => p.theme.color.surface};
`;

/** The player and what plays over it (gift animations, other rooms' big gifts). */
const StageArea = styled.div`
  position: relative;
`;

const early = earlyAnswer<LivePage>();
const validAnchor = (anchorId: number) => Number.isInteger(anchorId) && anchorId > 0;

/**
 * The room's data, asked for as the route opens: the stream address is on the way to the video's first frame. The
 * answer the reference server put into the page, when it did, is taken instead (core/http/served-answer.ts).
 */
export function prefetch(params: Readonly<Record<string, string | undefined>>): void {
  const anchorId = Number(params.id);
  if (validAnchor(anchorId))
    early.start(
      String(anchorId),
      () => servedAnswer<LivePage>('/webapi/live/getLivePageData', { anchorid: anchorId }) ?? getLivePageData(anchorId),
    );
}

/** /live-detail/:id, id being the anchor's: the room's video, its anchor and its tabs (spec 000 §2). */
export default function LiveDetailPage() {
  const { t } = useT('live');
  const anchorId = Number(useParams().id);
  const [cues] = useState(createCueChannel);
  const [feed] = useState(createRoomFeed);
  const page = useRemote(
    () => (validAnchor(anchorId) ? getLivePageData(anchorId) : Promise.reject(new Error('no such anchor'))),
    String(anchorId),
    early,
  );
  // While the fan watches, the room's group tells the page a title a manager sets (changeRoomTitle) and the audience
  // (LiveGroupMemberJoinExit); each replaces the loaded one at once, on every tab.
  const [heard, setHeard] = useState<{ liveId: number; title?: string; online?: number } | null>(null);
  const data = page.state === 'ready' ? page.data : null;
  const room = useMemo(() => {
    if (!data) return null;
    const live = heard?.liveId === data.liveid ? heard : null;
    return { ...data, title: live?.title ?? data.title, online: live?.online ?? data.online };
  }, [data, heard]);
  const liveId = data?.liveid;
  const hear = useCallback(
    (change: { title?: string; online?: number }) =>
      liveId !== undefined && setHeard((before) => ({ ...(before?.liveId === liveId ? before : {}), ...change, liveId })),
    [liveId],
  );
  const onAudience = useCallback((online: number) => hear({ online }), [hear]);
  useEffect(
    () =>
      feed.on((events) => {
        for (const event of events) if (event.kind === 'title') hear({ title: event.title });
      }),
    [feed, hear],
  );

  return (
    <Screen data-page="live-detail">
      <SubHeader>{room ? room.title : t('liveDetail')}</SubHeader>
      {page.state === 'loading' ? (
        <div data-testid="room-skeleton" aria-busy="true">
          <PlayerFrame />
          <InfoBone />
          <RoomTabsBone />
        </div>
      ) : null}
      {page.state === 'error' ? <LoadError retry={page.retry} notFound={page.notFound || !(anchorId > 0)} /> : null}
      {room ? (
        <RoomCueContext.Provider value={cues}>
          <RoomFeedContext.Provider value={feed}>
            <RoomMembership key={`membership-${room.liveid}`} liveId={room.liveid} feed={feed} onAudience={onAudience} />
            <StageArea>
              <RoomStage room={room} />
              {/* Keyed by the room: another room's gifts and banner do not follow the fan there. */}
              <GiftShow key={`gifts-${room.liveid}`} channel={cues} />
              <OtherRoomBanner key={`banner-${room.liveid}`} channel={cues} liveId={room.liveid} />
            </StageArea>
            <RoomInfo page={room} />
            <RoomTabs page={room} />
          </RoomFeedContext.Provider>
        </RoomCueContext.Provider>
      ) : null}
    </Screen>
  );
}
