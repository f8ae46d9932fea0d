import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { attachStream, type AttachedStream } from './attach-stream.ts';
import { OverlayButton, PlayerFrame, Veil } from './player-frame.tsx';
import { VodControls } from './vod-controls.tsx';
import { colors } from '../../core/theme/theme.ts';

/** What the player says; each feature passes them from its own catalogue (runtime/ui has none). */
export interface PlayerLabels {
  failed: string;
  retry: string;
  play: string;
  pause: string;
  unmute: string;
  replay: string;
  seek: string;
}

export interface VideoPlayerProps {
  /** An HLS playlist. */
  src: string;
  poster?: string;
  labels: PlayerLabels;
  /** `live`: no position (the stream has no end); `vod`: controls, seeking and an ended state. @default 'live' */
  mode?: 'live' | 'vod';
  /** Show the VOD controls (position, seek); without them a tap still pauses and plays. @default true */
  controls?: boolean;
  /** Start over at the end instead of showing the ended state (short videos). @default false */
  loop?: boolean;
  /** `frame`: a 16:9 box; `fill`: the parent's box, the video covering it (the full-screen feed). @default 'frame' */
  shape?: 'frame' | 'fill';
  /** Muted at the start; browsers autoplay only muted video without a tap. @default true */
  startMuted?: boolean;
  testId?: string;
  /** Called once per second of actual playback. */
  onWatchSecond?: () => void;
  /** Called when the fan turns the sound on (a feed remembers it for the next video). */
  onUnmute?: () => void;
}

const Video = styled.video<{ fill: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  background: ${colors.media};
  object-fit: ${(p) => (p.fill ? 'cover' : 'contain')};
`;

const FillFrame = styled.div`
  position: absolute;
  inset: 0;
  background: ${colors.media};
  color: ${colors.onMedia};
`;

/** Bottom right over a live stream; top right over a video on demand, whose controls hold the bottom. */
const Corner = styled.div<{ top: boolean }>`
  position: absolute;
  ${(p) => (p.top ? 'top' : 'bottom')}: 0.5rem;
  right: 0.5rem;
  display: flex;
  gap: 0.5rem;
`;

/** A video that counts as watched this second: playing, with enough data to move. */
const isWatching = (video: HTMLVideoElement) => !video.paused && !video.ended && video.readyState >= 3;

/**
 * The one video player of the app (live rooms, recorded and short videos): muted autoplay inline, an unmute control,
 * a play control when autoplay was refused, a retry control after a fatal failure; for video on demand, controls, a
 * tap to pause and an ended state with replay (or a loop). The stream is detached on unmount or when `src` changes.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const { labels, mode = 'live', shape = 'frame', controls = true } = props;
  const video = useRef<HTMLVideoElement>(null);
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [muted, setMuted] = useState(props.startMuted ?? true);
  const [paused, setPaused] = useState(false);
  const [ended, setEnded] = useState(false);
  const callbacks = useRef(props);
  callbacks.current = props;

  useEffect(() => {
    const current = video.current;
    if (!current) return;
    setElement(current);
    let stream: AttachedStream | undefined;
    let active = true;
    setFailed(false);
    setEnded(false);
    current.muted = props.startMuted ?? true;
    attachStream(current, props.src, () => active && setFailed(true)).then(
      (attached) => {
        if (active) stream = attached;
        else attached.destroy();
      },
      // The player's code did not load (a dropped chunk request): the retry control loads it again.
      () => active && setFailed(true),
    );
    // Autoplay may be refused (battery saver, policy): the play control then asks for the tap it needs.
    current.play()?.catch(() => active && setPaused(true));
    return () => {
      active = false;
      stream?.destroy();
    };
    // startMuted is read once per stream: changing it later must not restart the video.
  }, [props.src, attempt]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (video.current && isWatching(video.current)) callbacks.current.onWatchSecond?.();
    }, 1_000);
    return () => clearInterval(timer);
  }, []);

  const play = () => {
    setEnded(false);
    void video.current?.play().then(
      () => setPaused(false),
      () => setPaused(true),
    );
  };
  const toggle = () => (video.current?.paused ? play() : video.current?.pause());
  const unmute = () => {
    if (!video.current) return;
    video.current.muted = false;
    setMuted(false);
    callbacks.current.onUnmute?.();
    play();
  };
  const onEnded = () => {
    if (!props.loop || !video.current) return setEnded(true);
    video.current.currentTime = 0;
    play();
  };

  const Frame = shape === 'fill' ? FillFrame : PlayerFrame;
  return (
    <Frame data-testid={props.testId ?? 'video-player'} data-state={failed ? 'failed' : ended ? 'ended' : paused ? 'paused' : 'playing'}>
      <Video
        ref={video}
        fill={shape === 'fill'}
        poster={props.poster}
        autoPlay
        muted
        playsInline
        onClick={mode === 'vod' ? toggle : undefined}
        onPlaying={() => setPaused(false)}
        onPause={() => setPaused(true)}
        onEnded={onEnded}
      />
      {failed ? (
        <Veil data-testid="player-failed">
          <p>{labels.failed}</p>
          <OverlayButton type="button" onClick={() => setAttempt((n) => n + 1)}>
            {labels.retry}
          </OverlayButton>
        </Veil>
      ) : ended ? (
        <Veil data-testid="player-ended">
          <OverlayButton type="button" onClick={play}>
            {labels.replay}
          </OverlayButton>
        </Veil>
      ) : (
        <>
          <Corner top={mode === 'vod'}>
            {paused && (mode === 'live' || !controls) ? (
              <OverlayButton type="button" onClick={play}>
                {labels.play}
              </OverlayButton>
            ) : null}
            {muted ? (
              <OverlayButton type="button" data-testid="unmute" onClick={unmute}>
                {labels.unmute}
              </OverlayButton>
            ) : null}
          </Corner>
          {mode === 'vod' && controls ? <VodControls video={element} paused={paused} onToggle={toggle} labels={labels} /> : null}
        </>
      )}
    </Frame>
  );
}
