import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../core/i18n/i18n.ts';
import { attachStream, type AttachedStream } from './attach-stream.ts';
import { OverlayButton, PlayerFrame, Veil } from './player-frame.tsx';

const Video = styled.video`
  display: block;
  width: 100%;
  height: 100%;
  background: #000;
  object-fit: contain;
`;

const Corner = styled.div`
  position: absolute;
  right: 0.5rem;
  bottom: 0.5rem;
  display: flex;
  gap: 0.5rem;
`;

/** A video that counts as watched this second: playing, with enough data to move. */
const isWatching = (video: HTMLVideoElement) => !video.paused && !video.ended && video.readyState >= 3;

/**
 * The room's live video: muted autoplay inline (browsers allow nothing else without a tap), an unmute control, a play
 * control when autoplay was refused, and a retry control after a fatal failure. The stream is detached on unmount.
 * `onWatchSecond` is called once per second of actual playback (the room's play-time rule counts it).
 */
export function LivePlayer(props: { src: string; poster?: string; onWatchSecond?: () => void }) {
  const { t } = useT('live');
  const video = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [muted, setMuted] = useState(true);
  const [paused, setPaused] = useState(false);
  const watched = useRef(props.onWatchSecond);
  watched.current = props.onWatchSecond;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let stream: AttachedStream | undefined;
    let active = true;
    setFailed(false);
    element.muted = true;
    attachStream(element, props.src, () => active && setFailed(true)).then(
      (attached) => {
        if (active) stream = attached;
        else attached.destroy();
      },
      // The player's code did not load (a dropped chunk request): the retry control loads it again.
      () => active && setFailed(true),
    );
    // Autoplay may be refused (battery saver, policy): the play control then asks for the tap it needs.
    element.play()?.catch(() => active && setPaused(true));
    return () => {
      active = false;
      stream?.destroy();
    };
  }, [props.src, attempt]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (video.current && isWatching(video.current)) watched.current?.();
    }, 1_000);
    return () => clearInterval(timer);
  }, []);

  const play = () => {
    void video.current?.play().then(
      () => setPaused(false),
      () => setPaused(true),
    );
  };
  const unmute = () => {
    if (!video.current) return;
    video.current.muted = false;
    setMuted(false);
    play();
  };

  return (
    <PlayerFrame data-testid="live-player">
      <Video ref={video} poster={props.poster} autoPlay muted playsInline onPlaying={() => setPaused(false)} onPause={() => setPaused(true)} />
      {failed ? (
        <Veil data-testid="player-failed">
          <p>{t('player.failed')}</p>
          <OverlayButton type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('player.retry')}
          </OverlayButton>
        </Veil>
      ) : (
        <Corner>
          {paused ? (
            <OverlayButton type="button" onClick={play}>
              {t('player.play')}
            </OverlayButton>
          ) : null}
          {muted ? (
            <OverlayButton type="button" data-testid="unmute" onClick={unmute}>
              {t('player.unmute')}
            </OverlayButton>
          ) : null}
        </Corner>
      )}
    </PlayerFrame>
  );
}
