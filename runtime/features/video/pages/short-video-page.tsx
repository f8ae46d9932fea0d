import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { getShortVideos } from '../api/get-short-videos.ts';
import { Bone, LoadError } from '../components/load-states.tsx';
import { CommentSheet } from '../components/comment-sheet.tsx';
import { ShortSlide } from '../components/short-slide.tsx';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { feedWindow, shouldLoadMore, stepFeed, swipeStep } from '../lib/feed-window.ts';
import { colors } from '../../../core/theme/theme.ts';

/** Fills the screen; swipes are ours, so the browser neither scrolls nor pulls to refresh. */
const Screen = styled.main`
  position: fixed;
  inset: 0;
  overflow: hidden;
  background: ${colors.media};
  color: ${colors.onMedia};
  touch-action: none;
  overscroll-behavior: none;
`;

const Track = styled.div`
  position: absolute;
  inset: 0;
  transition: transform 0.3s ease-out;
`;

const Back = styled.button`
  position: absolute;
  top: calc(0.5rem + env(safe-area-inset-top));
  left: 0.5rem;
  z-index: 2;
  display: flex;
  padding: 0.375rem;
  border: 0;
  border-radius: 50%;
  background: ${colors.scrimLight};
  color: ${colors.onMedia};
  cursor: pointer;
`;

const Light = styled.div`
  color: ${colors.onMedia};
`;

const FeedBone = styled(Bone)`
  position: absolute;
  inset: 0;
  border-radius: 0;
  background: ${colors.mediaRaised};
`;

const pageSize = 10;
/** A wheel or key gesture moves one video; the next one counts only after the slide has settled. */
const gestureGapMs = 450;

/**
 * /shortvideo/:id: the short-video feed, full screen, starting at that video. Swipe up (or wheel, arrow keys) for the
 * next, down for the previous; only the visible video plays; the next page is fetched near the end.
 */
export default function ShortVideoPage() {
  const { t } = useT('video');
  const navigate = useNavigate();
  const { search } = useLocation();
  const addressId = Number(useParams().id);
  // The feed keeps the video it was opened on while the address follows the visible one (below).
  const [startId, setStartId] = useState(addressId);
  const valid = Number.isInteger(startId) && startId > 0;
  const feed = usePagedList(
    (page) => (valid ? getShortVideos(startId, page, pageSize) : Promise.reject(new Error('no such video'))),
    String(startId),
  );
  const [index, setIndex] = useState(0);
  const [muted, setMuted] = useState(true);
  /** The video whose comment sheet is open, if any: the feed stays as it is under the sheet. */
  const [sheetFor, setSheetFor] = useState<number | null>(null);
  /** Comment counts the sheet has seen since the feed came, newer than the feed's. */
  const [counts, setCounts] = useState<Record<number, number>>({});
  const closeSheet = useCallback(() => setSheetFor(null), []);
  const countSeen = useCallback((id: number, count: number) => setCounts((c) => (c[id] === count ? c : { ...c, [id]: count })), []);
  const touchY = useRef<number | null>(null);
  const lastGesture = useRef(0);
  /** The id the address names: the one opened, then each one this page wrote there. */
  const addressed = useRef(addressId);
  const length = feed.items.length;
  const visibleId = feed.items[index]?.id;
  const feedStartId = feed.items[0]?.id;

  // The address names the visible video, replaced rather than pushed, so a reload or a shared address opens the video
  // the fan is on and back still leaves the feed in one step. Same route: the page stays mounted, nothing is fetched.
  // An address this page did not write (a link to another short video) opens a new feed there instead.
  useEffect(() => {
    if (addressId !== addressed.current) {
      addressed.current = addressId;
      setStartId(addressId);
      setIndex(0);
      return;
    }
    // The feed begins at its start video: until it does, the items are the previous feed's.
    if (visibleId === undefined || feedStartId !== startId || visibleId === addressId) return;
    addressed.current = visibleId;
    void navigate(`/shortvideo/${visibleId}${search}`, { replace: true, preventScrollReset: true });
  }, [addressId, visibleId, feedStartId, startId, search, navigate]);
  useEffect(() => {
    if (shouldLoadMore(index, length, feed.hasMore)) feed.loadMore();
  }, [index, length, feed.hasMore, feed.loadMore]);

  const step = (direction: number) => {
    if (direction === 0) return;
    const now = Date.now();
    if (now - lastGesture.current < gestureGapMs) return;
    lastGesture.current = now;
    const next = stepFeed(index, direction, length);
    if (next === index && direction > 0 && !feed.hasMore) showToast(t('feedEnd'));
    setIndex(next);
  };
  const stepRef = useRef(step);
  stepRef.current = step;
  const sheetOpen = useRef(false);
  sheetOpen.current = sheetFor !== null;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const direction = { ArrowDown: 1, PageDown: 1, ArrowUp: -1, PageUp: -1 }[event.key];
      // Under the sheet the keys scroll its list and move in its input.
      if (direction && !sheetOpen.current) {
        event.preventDefault();
        stepRef.current(direction);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const back = () => (history.length > 1 ? navigate(-1) : navigate('/rec-category'));
  const { start, end } = feedWindow(index, length);
  const slides = feed.items.slice(start, end + 1);
  return (
    <Screen
      data-page="short-video"
      data-index={index}
      onTouchStart={(event) => (touchY.current = event.touches[0].clientY)}
      onTouchEnd={(event) => {
        if (touchY.current !== null) step(swipeStep(touchY.current, event.changedTouches[0].clientY));
        touchY.current = null;
      }}
      onWheel={(event) => step(Math.abs(event.deltaY) < 10 ? 0 : Math.sign(event.deltaY))}
    >
      <Back type="button" aria-label={t('back')} onClick={back}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Back>
      {feed.status === 'loading' ? <FeedBone data-testid="video-skeleton" /> : null}
      {feed.status === 'error' ? (
        <Light>
          <LoadError retry={feed.retry} notFound={!valid || feed.notFound} />
        </Light>
      ) : null}
      <Track style={{ transform: `translateY(${-index * 100}%)` }} aria-label={t('feedHint')} aria-busy={feed.status === 'loading'}>
        {slides.map((video, offset) => (
          <ShortSlide
            key={video.id}
            video={video}
            position={start + offset}
            visible={start + offset === index}
            muted={muted}
            commentCount={counts[video.id] ?? video.comments}
            onUnmute={() => setMuted(false)}
            onComments={() => setSheetFor(video.id)}
          />
        ))}
      </Track>
      {sheetFor === null ? null : <CommentSheet videoId={sheetFor} onClose={closeSheet} onCount={countSeen} />}
    </Screen>
  );
}
