import styled from '@emotion/styled';
import { colors } from '../core/theme/theme.ts';

/**
 * Square image tiles, three to a row (`columns` to change): each may carry a remove button (a button child), a dashed
 * add tile (a label around a hidden file input), or be a pressable choice (aria-pressed).
 */
export const ImageGrid = styled.ul<{ columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.columns ?? 3}, 1fr);
  gap: 0.5rem;
  margin: 0.75rem;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    aspect-ratio: 1;
    overflow: hidden;
    border-radius: 0.5rem;
    background: ${(p) => p.theme.color.surface};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  li > button {
    position: absolute;
    top: 0.25rem;
    right: 0.25rem;
    width: 1.5rem;
    height: 1.5rem;
    border: 0;
    border-radius: 50%;
    background: ${colors.scrim};
    color: ${colors.onMedia};
    cursor: pointer;
  }
  label {
    box-sizing: border-box;
    display: flex;
    align-items: center;
    justify-content: center;
    height: 100%;
    border: 1px dashed ${(p) => p.theme.color.border};
    border-radius: 0.5rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 1.75rem;
    cursor: pointer;
  }
  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  [aria-pressed] {
    padding: 0;
    width: 100%;
    height: 100%;
    border: 2px solid transparent;
    border-radius: 0.5rem;
    background: none;
    cursor: pointer;
  }
  [aria-pressed='true'] {
    border-color: ${(p) => p.theme.accent};
  }
`;
