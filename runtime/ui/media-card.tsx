import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { colors } from '../core/theme/theme.ts';

/** A tile of a two-column grid (a room, a replay): a link laid out as cover over text, on the surface colour. */
export const MediaCardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.surface};
  color: inherit;
  text-decoration: none;
`;

/**
 * A cover that keeps 16:9 and a fixed box whatever the image, so nothing moves while images arrive; the image
 * (lazy, `alt=""`) fills it, and badges placed inside sit on its corners.
 */
export const MediaCover = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${(p) => p.theme.color.border};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A video's length on the bottom right of its cover. */
export const LengthBadge = styled.span`
  position: absolute;
  right: 0.3125rem;
  bottom: 0.3125rem;
  padding: 0 0.3125rem;
  border-radius: 0.25rem;
  background: ${colors.scrim};
  color: ${colors.onMedia};
  font-size: 0.6875rem;
  line-height: 1.125rem;
  font-variant-numeric: tabular-nums;
`;
