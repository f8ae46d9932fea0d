import type { Incident } from '../../schema/generated/api.ts';
import { CardIcon, MarkSvg } from './card-icon.tsx';
import { colors } from '../core/theme/theme.ts';

/** Green in, red out: the colours a fan reads a substitution by on any scoreboard. */
const inColour = colors.success;
const outColour = colors.danger;

/** 16x16 drawings of the marks that are not cards. The ball keeps `currentColor`, so it reads on dark mode too. */
const drawings = {
  goal: (
    <>
      <circle cx="8" cy="8" r="6.75" fill={colors.onMedia} stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 5.4l2.5 1.8-1 2.9h-3l-1-2.9z" fill="currentColor" />
      <path d="M8 5.4V1.6M10.5 7.2l3.6-1.2M9.5 10.1l2.2 3M6.5 10.1l-2.2 3M5.5 7.2L1.9 6" stroke="currentColor" strokeWidth="1.1" />
    </>
  ),
  substitution: (
    <>
      <path
        d="M5 14V3M2.25 5.75L5 3l2.75 2.75"
        fill="none"
        stroke={inColour}
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M11 2v11M8.25 10.25L11 13l2.75-2.75"
        fill="none"
        stroke={outColour}
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  corner: (
    <>
      <path d="M3.5 15V1.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      <path d="M4.25 2h8.5l-2.5 3 2.5 3h-8.5z" fill={colors.highlight} />
    </>
  ),
  player_in: <path d="M8 14V3M4 7l4-4 4 4" fill="none" stroke={inColour} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />,
} as const;

/** A football incident of spec 000's match detail, or the arrow before the player who came on. */
export type IncidentMark = Incident['kind'] | 'player_in';

/**
 * The mark of a match incident as inline SVG. ⚽ and the card emoji need a colour emoji font, and ⇄ and ⚑ are missing
 * from many system fonts: without them the fan sees empty boxes. `label` is the translated name for screen readers.
 */
export function IncidentIcon(props: { kind: IncidentMark; label: string }) {
  if (props.kind === 'yellow_card') return <CardIcon color="yellow" label={props.label} />;
  if (props.kind === 'red_card') return <CardIcon color="red" label={props.label} />;
  return (
    <MarkSvg viewBox="0 0 16 16" role="img" aria-label={props.label} data-icon={props.kind}>
      {drawings[props.kind]}
    </MarkSvg>
  );
}
