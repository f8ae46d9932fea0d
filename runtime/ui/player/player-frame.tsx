import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { colors } from '../../core/theme/theme.ts';

/** The 16:9 box the room's video (or what covers it) fills, so the page never jumps while the stream starts. */
export const PlayerFrame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 16 / 9;
  background: ${colors.media};
  color: ${colors.onMedia};
`;

/** A layer over the video: failure, the play-time panel, the login prompt. */
export const Veil = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 1rem;
  background: ${colors.scrimStrong};
  text-align: center;
  p {
    margin: 0;
    font-size: 0.875rem;
    line-height: 1.5;
  }
`;

const overlayControl = css`
  padding: 0.375rem 0.875rem;
  border: 1px solid ${colors.onMediaMuted};
  border-radius: 999px;
  background: ${colors.scrim};
  color: ${colors.onMedia};
  font-size: 0.8125rem;
  text-decoration: none;
  cursor: pointer;
`;

/** A compact button drawn over video: readable on any frame. */
export const OverlayButton = styled.button(overlayControl);

/** A link that looks like {@link OverlayButton}. */
export const OverlayLink = styled(Link)(overlayControl);
