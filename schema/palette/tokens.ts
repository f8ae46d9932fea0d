/**
 * The theme's colour tokens: every colour the runtime paints with. The builder derives a value for each, in light and
 * dark mode, from the manifest's theme (derive-palette.ts); the runtime reads them as CSS variables (`--sl-<kebab>`).
 */
export const paletteTokens = [
  // Neutrals: the manifest's palette, its secondary text and control boundaries held to their ratios.
  'background',
  'surface',
  'text',
  'textMuted',
  'border',
  'borderStrong',
  // The brand: its filled elements (header, buttons), its text and icons on surfaces, a tinted surface.
  'primary',
  'onPrimary',
  'heroEnd',
  'accent',
  'tint',
  'onTint',
  // Status as text on surfaces.
  'danger',
  'dangerTint',
  'success',
  'warning',
  // Filled elements and the text on them.
  'live',
  'gift',
  'onLive',
  'win',
  'onWin',
  'loss',
  'onLoss',
  'draw',
  'onDraw',
  'badge',
  'onBadge',
  'highlight',
  'onHighlight',
  'vip',
  'onVip',
  'info',
  'onInfo',
  // Letter avatars and category icons: fills that carry white text or glyphs.
  'swatch1',
  'swatch2',
  'swatch3',
  'swatch4',
  'swatch5',
  'swatch6',
  'swatch7',
  'swatch8',
  'swatch9',
  'onSwatch',
  // Graphics whose colour is their meaning: the referee's cards, the pitch.
  'cardYellow',
  'cardRed',
  'pitch',
  'pitchStripe',
  'onPitch',
  // Video, pictures and the layers over them: the same in every brand and mode.
  'media',
  'mediaRaised',
  'night',
  'nightEnd',
  'onMedia',
  'onMediaMuted',
  'scrim',
  'scrimLight',
  'scrimStrong',
  'shadow',
  'mediaShadow',
  // The VIP card (a dark gold card in every mode).
  'vipCard',
  'vipCardEnd',
  'onVipCard',
] as const;

export type PaletteToken = (typeof paletteTokens)[number];
export type Palette = Record<PaletteToken, string>;

/** WCAG 2.1: 4.5:1 for text (1.4.3), 3:1 for large text, icons and the boundaries of controls (1.4.11). */
export const ratios = { text: 4.5, nonText: 3 } as const;

/** A promise the palette keeps: `foreground` has `ratio` against each of `on`. */
export interface ContrastPair {
  foreground: PaletteToken;
  on: readonly PaletteToken[];
  ratio: number;
}

const surfaces = ['background', 'surface'] as const;
const swatches = ['swatch1', 'swatch2', 'swatch3', 'swatch4', 'swatch5', 'swatch6', 'swatch7', 'swatch8', 'swatch9'] as const;

/** Every text and control pair of a palette; the derivation meets them all and the tests check them all. */
export const contrastPairs: readonly ContrastPair[] = [
  { foreground: 'text', on: surfaces, ratio: ratios.text },
  { foreground: 'textMuted', on: surfaces, ratio: ratios.text },
  { foreground: 'borderStrong', on: surfaces, ratio: ratios.nonText },
  { foreground: 'onPrimary', on: ['primary', 'heroEnd'], ratio: ratios.text },
  { foreground: 'accent', on: [...surfaces, 'tint'], ratio: ratios.text },
  { foreground: 'onTint', on: ['tint'], ratio: ratios.text },
  { foreground: 'danger', on: [...surfaces, 'dangerTint'], ratio: ratios.text },
  { foreground: 'success', on: surfaces, ratio: ratios.text },
  { foreground: 'warning', on: surfaces, ratio: ratios.text },
  { foreground: 'onLive', on: ['live', 'gift'], ratio: ratios.text },
  { foreground: 'onWin', on: ['win'], ratio: ratios.text },
  { foreground: 'onLoss', on: ['loss'], ratio: ratios.text },
  { foreground: 'onDraw', on: ['draw'], ratio: ratios.text },
  { foreground: 'onBadge', on: ['badge'], ratio: ratios.text },
  { foreground: 'onHighlight', on: ['highlight'], ratio: ratios.text },
  { foreground: 'onVip', on: ['vip'], ratio: ratios.text },
  { foreground: 'onInfo', on: ['info'], ratio: ratios.text },
  { foreground: 'onSwatch', on: swatches, ratio: ratios.text },
  { foreground: 'onPitch', on: ['pitch', 'pitchStripe'], ratio: ratios.text },
  { foreground: 'onMedia', on: ['media', 'mediaRaised', 'night', 'nightEnd'], ratio: ratios.text },
  { foreground: 'onVipCard', on: ['vipCard', 'vipCardEnd'], ratio: ratios.text },
];

/** The CSS custom property of a token: `textMuted` is `--sl-text-muted`. */
export function tokenVariable(token: PaletteToken): string {
  return `--sl-${token.replace(/[A-Z0-9]/g, (c) => '-' + c.toLowerCase())}`;
}
