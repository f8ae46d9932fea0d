import styled from '@emotion/styled';

/**
 * Text for screen readers only: out of sight but in the accessibility tree (where `display: none` would drop it), so
 * an element can be named by a sentence while its visible parts are marked `aria-hidden`.
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
