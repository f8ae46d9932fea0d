import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { formatDuration } from './format-duration.ts';
import { colors } from '../../core/theme/theme.ts';

const Bar = styled.div`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 1.25rem 0.625rem 0.375rem;
  background: linear-gradient(transparent, ${colors.scrim});
  color: ${colors.onMedia};
  font-size: 0.6875rem;
  font-variant-numeric: tabular-nums;
  input {
    flex: 1;
    min-width: 0;
    height: 1.25rem;
    margin: 0;
    accent-color: ${colors.onMedia};
  }
`;

const IconButton = styled.button`
  display: flex;
  flex: none;
  padding: 0.25rem;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
`;

/** Position and length of `video`, following its events (a VOD playlist knows its length once loaded). */
function useProgress(video: HTMLVideoElement | null): { position: number; duration: number } {
  const [progress, setProgress] = useState({ position: 0, duration: 0 });
  useEffect(() => {
    if (!video) return;
    const update = () => setProgress({ position: video.currentTime, duration: Number.isFinite(video.duration) ? video.duration : 0 });
    const events = ['timeupdate', 'durationchange', 'seeked', 'loadedmetadata'];
    for (const name of events) video.addEventListener(name, update);
    update();
    return () => {
      for (const name of events) video.removeEventListener(name, update);
    };
  }, [video]);
  return progress;
}

/**
 * The controls of a video on demand: play/pause, position / length, and a slider that seeks. The slider is a native
 * range input, so keyboards and screen readers work with it.
 */
export function VodControls(props: {
  video: HTMLVideoElement | null;
  paused: boolean;
  onToggle(): void;
  labels: { play: string; pause: string; seek: string };
}) {
  const { position, duration } = useProgress(props.video);
  return (
    <Bar data-testid="vod-controls" onClick={(event) => event.stopPropagation()}>
      <IconButton
        type="button"
        aria-label={props.paused ? props.labels.play : props.labels.pause}
        data-testid="player-toggle"
        onClick={props.onToggle}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d={props.paused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'} fill="currentColor" />
        </svg>
      </IconButton>
      <span data-testid="player-time">
        {formatDuration(position)} / {formatDuration(duration)}
      </span>
      <input
        type="range"
        aria-label={props.labels.seek}
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(position, duration || 0)}
        disabled={!duration}
        onChange={(event) => {
          if (props.video) props.video.currentTime = Number(event.target.value);
        }}
      />
    </Bar>
  );
}
