import styled from '@emotion/styled';
import { colors } from '../core/theme/theme.ts';

/** The referee's card colours (bright enough on both the light and the dark surface). */
const fills = { yellow: colors.cardYellow, red: colors.cardRed } as const;

/** The box of a drawn mark (cards, incidents): on the text's baseline, scaled with its font size, as the emoji it replaces was. */
export const MarkSvg = styled.svg`
  flex: none;
  width: 1em;
  height: 1em;
  vertical-align: -0.125em;
`;

/**
 * A yellow or red card, drawn rather than written: 🟨 and 🟥 are emoji-only characters, which a phone or PC without a
 * colour emoji font shows as empty boxes. `label` is the card's translated name, read by screen readers.
 */
export function CardIcon(props: { color: keyof typeof fills; label: string }) {
  return (
    <MarkSvg viewBox="0 0 16 16" role="img" aria-label={props.label} data-card={props.color}>
      <rect x="3.5" y="1" width="9" height="14" rx="1.5" fill={fills[props.color]} />
    </MarkSvg>
  );
}
