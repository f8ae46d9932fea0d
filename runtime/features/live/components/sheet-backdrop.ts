import styled from '@emotion/styled';
import { colors } from '../../../core/theme/theme.ts';

/**
 * The dimmed page under a room's bottom sheet (components/bottom-sheet.tsx). The gift button paints it alone in the
 * tap's own frame while the sheet's code loads, so the tap shows at once (docs/decisions.md "Taps under 100 ms: each
 * tap answered in its own frame").
 */
export const SheetBackdrop = styled.div`
  position: fixed;
  /* Over the room, under the new-benefit modal (1050) and the confirm dialogs (1100) such as the login prompt. */
  z-index: 1000;
  inset: 0;
  display: flex;
  align-items: flex-end;
  background: ${colors.scrimLight};
`;
