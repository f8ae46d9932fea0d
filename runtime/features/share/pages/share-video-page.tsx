import styled from '@emotion/styled';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { formatDuration } from '../../../ui/player/format-duration.ts';
import { getSharedVideo } from '../api/get-video.ts';
import { ShareFrame } from '../components/share-frame.tsx';
import { ShareState } from '../components/share-states.tsx';
import { useShareData } from '../hooks/use-share-data.ts';
import { shareContentOf } from '../lib/share-content.ts';
import { colors } from '../../../core/theme/theme.ts';

// The player (and hls.js, where the browser needs it) loads only when the fan taps play: the page itself stays light.
const VideoPlayer = lazy(async () => ({ default: (await import('../../../ui/player/video-player.tsx')).VideoPlayer }));

const Stage = styled.figure<{ tall: boolean }>`
  position: relative;
  width: ${(p) => (p.tall ? '62%' : '100%')};
  margin: 0 auto 0.75rem;
  overflow: hidden;
  border-radius: 0.625rem;
  aspect-ratio: ${(p) => (p.tall ? '9 / 16' : '16 / 9')};
  background: ${colors.media};
  > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const PlayButton = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: ${colors.scrimLight};
  color: ${colors.onMedia};
  cursor: pointer;
  svg {
    width: 3.5rem;
    height: 3.5rem;
    filter: drop-shadow(0 1px 3px ${colors.mediaShadow});
  }
`;

const Length = styled.span`
  position: absolute;
  right: 0.5rem;
  bottom: 0.5rem;
  padding: 0.0625rem 0.375rem;
  border-radius: 0.25rem;
  background: ${colors.scrim};
  color: ${colors.onMedia};
  font-size: 0.75rem;
`;

const Text = styled.div`
  h1 {
    margin: 0 0 0.375rem;
    font-size: 1.0625rem;
    line-height: 1.4;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;

/**
 * /share/video/:id and /share/recordvideo/:id (a recorded video), /share/shortvideo/:id (a short one): the cover, title,
 * author and plays; tapping the cover plays it here, and the call opens it in the app.
 */
export default function ShareVideoPage() {
  const { t } = useT('share');
  const lang = useAppStore((s) => s.lang);
  const content = shareContentOf(useLocation().pathname);
  const kind = content?.kind === 'shortvideo' ? 'short' : 'record';
  const { state, retry } = useShareData(`${kind}-${content?.id}`, content ? () => getSharedVideo(kind, content.id) : null);
  const [playing, setPlaying] = useState(false);
  const video = state.status === 'ready' ? state.data : null;
  const labels = {
    failed: t('player.failed'),
    retry: t('retry'),
    play: t('play'),
    pause: t('player.pause'),
    unmute: t('player.unmute'),
    replay: t('player.replay'),
    seek: t('player.seek'),
  };
  return (
    <ShareFrame testId="share-video" appPath={video && content ? content.appPath : '/'}>
      <ShareState state={state} onRetry={retry} />
      {video ? (
        <article>
          <Stage tall={kind === 'short'}>
            {playing ? (
              <Suspense fallback={<img src={serverUrl(video.cover)} alt="" />}>
                <VideoPlayer
                  testId="share-player"
                  mode="vod"
                  loop={kind === 'short'}
                  shape="fill"
                  labels={labels}
                  src={video.play_url}
                  poster={serverUrl(video.cover)}
                />
              </Suspense>
            ) : (
              <>
                <img src={serverUrl(video.cover)} alt="" width={kind === 'short' ? 180 : 320} height={kind === 'short' ? 320 : 180} />
                <Length>{formatDuration(video.duration)}</Length>
                <PlayButton type="button" aria-label={t('play')} data-testid="share-play" onClick={() => setPlaying(true)}>
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <circle cx="12" cy="12" r="10" fill={colors.scrimLight} stroke="currentColor" strokeWidth="1.5" />
                    <path d="M10 8.5v7l5.5-3.5z" fill="currentColor" />
                  </svg>
                </PlayButton>
              </>
            )}
          </Stage>
          <Text>
            <h1 data-testid="share-video-title">{video.title}</h1>
            <p>
              {video.author.nick_name} · {t('views', { n: formatBalance(video.views, lang) })}
            </p>
          </Text>
        </article>
      ) : null}
    </ShareFrame>
  );
}
