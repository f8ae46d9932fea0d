import styled from '@emotion/styled';
import type { ShortVideo } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { VideoPlayer } from '../../../ui/player/video-player.tsx';
import { usePlayerLabels } from '../lib/player-labels.ts';
import { shareVideo } from '../lib/share-link.ts';
import { LikeButton } from './like-button.tsx';
import { colors } from '../../../core/theme/theme.ts';

const Slide = styled.section`
  position: absolute;
  left: 0;
  width: 100%;
  height: 100%;
  overflow: hidden;
  background: ${colors.media};
  color: ${colors.onMedia};
  /* Keeps the caption and the rail readable over any frame. */
  &::after {
    content: '';
    position: absolute;
    right: 0;
    bottom: 0;
    left: 0;
    height: 40%;
    background: linear-gradient(transparent, ${colors.scrim});
    pointer-events: none;
  }
`;

const Poster = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Caption = styled.div`
  position: absolute;
  z-index: 1;
  right: 4.5rem;
  bottom: calc(3.5rem + env(safe-area-inset-bottom));
  left: 0.875rem;
  text-shadow: 0 1px 2px ${colors.mediaShadow};
  strong {
    display: block;
    margin-bottom: 0.375rem;
    font-size: 0.9375rem;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    line-height: 1.45;
    overflow-wrap: anywhere;
  }
`;

const Rail = styled.div`
  position: absolute;
  z-index: 1;
  right: 0.625rem;
  bottom: calc(4rem + env(safe-area-inset-bottom));
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1.125rem;
  font-size: 0.75rem;
  text-shadow: 0 1px 2px ${colors.mediaShadow};
  img {
    width: 2.75rem;
    height: 2.75rem;
    border: 2px solid ${colors.onMedia};
    border-radius: 50%;
  }
  > button {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.125rem;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  svg {
    width: 2rem;
    height: 2rem;
    filter: drop-shadow(0 1px 2px ${colors.mediaShadow});
  }
`;

/**
 * One short video of the feed at `position` (its slot, in screens). Only the visible slide has a player (looping,
 * filling the screen); the others show their cover, so just one video plays and buffers. `commentCount` is the
 * video's count as the comment sheet last saw it; the comment button opens the sheet.
 */
export function ShortSlide(props: {
  video: ShortVideo;
  position: number;
  visible: boolean;
  muted: boolean;
  commentCount: number;
  onUnmute(): void;
  onComments(): void;
}) {
  const { t } = useT('video');
  const lang = useAppStore((s) => s.lang);
  const labels = usePlayerLabels();
  const { video } = props;
  return (
    <Slide style={{ top: `${props.position * 100}%` }} data-testid="short-slide" data-id={video.id} aria-hidden={!props.visible}>
      {props.visible ? (
        <VideoPlayer
          key={video.id}
          testId="short-player"
          mode="vod"
          controls={false}
          loop
          shape="fill"
          labels={labels}
          src={video.play_url}
          poster={serverUrl(video.cover)}
          startMuted={props.muted}
          onUnmute={props.onUnmute}
        />
      ) : (
        <Poster src={serverUrl(video.cover)} alt="" width={180} height={320} />
      )}
      <Caption>
        <strong>@{video.author.nick_name}</strong>
        <p data-testid="short-title">{video.title}</p>
      </Caption>
      <Rail>
        <img src={serverUrl(video.author.avatar)} alt="" width={44} height={44} />
        <LikeButton video={video} stacked />
        <button
          type="button"
          aria-label={t('comments', { n: formatBalance(props.commentCount, lang) })}
          aria-haspopup="dialog"
          data-testid="short-comments"
          onClick={props.onComments}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 5h16v11H9l-4 3.5V16H4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span data-testid="short-comment-count">{formatBalance(props.commentCount, lang)}</span>
        </button>
        <button
          type="button"
          data-testid="share-button"
          onClick={() => void shareVideo('shortvideo', video.id, video.title, t('shareCopied'))}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M14 5l6 6-6 6v-3.5c-5 0-8 1.5-10 5 .5-5.5 3.5-9.5 10-10.5z" fill="currentColor" />
          </svg>
          {t('share')}
        </button>
      </Rail>
    </Slide>
  );
}
