import styled from '@emotion/styled';
import { colors } from '../core/theme/theme.ts';

/** Drawn, not emoji: phones without a colour emoji font would show empty boxes. 24x24 outline paths. */
const paths = {
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8z',
  chart: 'M4 20V10M10 20V4M16 20v-7M21 20H3',
  envelope: 'M5 3h14v18H5zM5 8l7 4 7-4',
  gift: 'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
} as const;

/** The icon of each benefit type of spec 000 §3: vip 1, the analysis models 2-6, redPacket 7, gift 8, blackCard 9. */
const iconOf: Record<number, { path: keyof typeof paths; color: string }> = {
  1: { path: 'crown', color: colors.swatch7 },
  2: { path: 'chart', color: colors.swatch3 },
  3: { path: 'chart', color: colors.swatch8 },
  4: { path: 'chart', color: colors.swatch2 },
  5: { path: 'chart', color: colors.swatch4 },
  6: { path: 'chart', color: colors.swatch6 },
  7: { path: 'envelope', color: colors.swatch5 },
  8: { path: 'gift', color: colors.swatch1 },
  9: { path: 'card', color: colors.swatch9 },
};

const Badge = styled.span<{ tint: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${(p) => p.tint};
  color: ${colors.onSwatch};
`;

/** A round badge in the type's colour; a type the app does not know gets the gift's. */
export function BenefitIcon(props: { type: number }) {
  const icon = iconOf[props.type] ?? iconOf[8];
  return (
    <Badge tint={icon.color} aria-hidden="true" data-type={props.type}>
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      >
        <path d={paths[icon.path]} />
      </svg>
    </Badge>
  );
}
