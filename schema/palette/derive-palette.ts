import type { ResolvedManifest } from '../generated/resolved-manifest.ts';
import { contrastRatio } from './contrast.ts';
import { fitTone, tintOf, toneOf, toneShift, withTone } from './tone.ts';
import { ratios, type Palette } from './tokens.ts';

type Theme = ResolvedManifest['theme'];
export type Mode = 'light' | 'dark';

/** A manifest colour the derivation had to move to reach its ratio: `sideline validate` warns about each. */
export interface ColourShift {
  pointer: string;
  mode: Mode | 'both';
  from: string;
  to: string;
  why: string;
}

export interface DerivedPalette {
  light: Palette;
  dark: Palette;
  shifts: ColourShift[];
}

/**
 * How far (in tones) the brand colour may move to keep the manifest's text colour on it; past this the other text
 * colour (white or near-black) is taken instead, since a brand keeps its look better with other text than with a
 * colour many tones away (white on a pale yellow would need a dark olive).
 */
const maxBrandShift = 16;
const white = '#ffffff';

/** Fixed colours of the product (status, fills, media) before they are held to their ratios. */
const base = {
  danger: '#e5484d',
  success: '#16a34a',
  warning: '#b7791f',
  live: '#e5484d',
  gift: '#ff8a65',
  win: '#30a46c',
  loss: '#e5484d',
  draw: '#8b8d98',
  badge: '#f43f3f',
  highlight: '#f5a524',
  onHighlight: '#1c1c1c',
  vip: '#f5c451',
  onVip: '#4a3200',
  info: '#4a8fe7',
  swatches: ['#f0883e', '#3fb27f', '#4a8fe7', '#a070db', '#e0607e', '#2fa8b5', '#c9a227', '#e66100', '#3d3846'],
  pitch: '#2f8f4e',
  pitchStripe: '#2a8346',
  vipCard: '#3a2b0a',
  vipCardEnd: '#7a5a14',
  onVipCard: '#ffe6a3',
} as const;

/** The brand's filled elements (header, buttons) and the text on them, the same in both modes. */
function brandFill(theme: Theme, darkText: string): { fill: string; on: string } {
  const kept = fitTone(theme.primary, [theme.onPrimary], ratios.text);
  if (toneShift(theme.primary, kept) <= maxBrandShift) return { fill: kept, on: theme.onPrimary };
  const other = contrastRatio(theme.onPrimary, white) > 2 ? white : darkText;
  const swapped = fitTone(theme.primary, [other], ratios.text);
  return toneShift(theme.primary, swapped) < toneShift(theme.primary, kept)
    ? { fill: swapped, on: other }
    : { fill: kept, on: theme.onPrimary };
}

/** The end of the brand's gradient banners: the fill moved away from its text, so text reads at both ends. */
function heroEnd(fill: string, on: string): string {
  const tone = toneOf(fill);
  const target = toneOf(on) > tone ? Math.max(tone - 25, 2) : Math.min(tone + 25, 98);
  return fitTone(withTone(fill, target), [on], ratios.text);
}

/** Colours that are the same in both modes: filled elements carry their own text. */
function fills(): Omit<Palette, ModeToken> {
  const fill = (colour: string, on = white) => fitTone(colour, [on], ratios.text);
  const swatch = Object.fromEntries(base.swatches.map((colour, i) => [`swatch${i + 1}`, fill(colour)]));
  const vipCard = base.vipCard;
  return {
    live: fill(base.live),
    gift: fill(base.gift),
    onLive: white,
    win: fill(base.win),
    onWin: white,
    loss: fill(base.loss),
    onLoss: white,
    draw: fill(base.draw),
    onDraw: white,
    badge: fill(base.badge),
    onBadge: white,
    highlight: fill(base.highlight, base.onHighlight),
    onHighlight: base.onHighlight,
    vip: fill(base.vip, base.onVip),
    onVip: base.onVip,
    info: fill(base.info),
    onInfo: white,
    ...(swatch as Record<`swatch${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`, string>),
    onSwatch: white,
    cardYellow: '#f5c518',
    cardRed: '#e53935',
    pitch: fill(base.pitch),
    pitchStripe: fill(base.pitchStripe),
    onPitch: white,
    media: '#000000',
    mediaRaised: '#1c1c1e',
    night: '#1d3557',
    nightEnd: '#0b1f3a',
    onMedia: white,
    onMediaMuted: 'rgba(255, 255, 255, 0.6)',
    scrim: 'rgba(0, 0, 0, 0.6)',
    scrimLight: 'rgba(0, 0, 0, 0.4)',
    scrimStrong: 'rgba(0, 0, 0, 0.78)',
    shadow: 'rgba(0, 0, 0, 0.18)',
    mediaShadow: 'rgba(0, 0, 0, 0.6)',
    vipCard,
    vipCardEnd: base.vipCardEnd,
    onVipCard: fitTone(base.onVipCard, [vipCard, base.vipCardEnd], ratios.text),
  };
}

type ModeToken =
  | 'background'
  | 'surface'
  | 'text'
  | 'textMuted'
  | 'border'
  | 'borderStrong'
  | 'primary'
  | 'onPrimary'
  | 'heroEnd'
  | 'accent'
  | 'tint'
  | 'onTint'
  | 'danger'
  | 'dangerTint'
  | 'success'
  | 'warning';

/** The tokens that follow the mode: neutrals from the manifest, the brand's text and tints, status text. */
function modeTokens(theme: Theme, mode: Mode, brand: { fill: string; on: string }): Pick<Palette, ModeToken> {
  const { background, surface, text, textMuted, border } = theme[mode];
  const surfaces = [background, surface];
  const light = mode === 'light';
  const tint = tintOf(brand.fill, light ? 95 : 20, 24);
  // A light brand colour needs a darker accent on light surfaces; on dark surfaces the brand colour itself reads best.
  const accent = fitTone(light ? theme.accent || theme.primary : theme.primary, [...surfaces, tint], ratios.text);
  const dangerTint = tintOf(base.danger, light ? 94 : 18, 30);
  return {
    background,
    surface,
    text: fitTone(text, surfaces, ratios.text),
    textMuted: fitTone(textMuted, surfaces, ratios.text),
    border,
    borderStrong: fitTone(border, surfaces, ratios.nonText),
    primary: brand.fill,
    onPrimary: brand.on,
    heroEnd: heroEnd(brand.fill, brand.on),
    accent,
    tint,
    onTint: accent,
    danger: fitTone(base.danger, [...surfaces, dangerTint], ratios.text),
    dangerTint,
    success: fitTone(base.success, surfaces, ratios.text),
    warning: fitTone(base.warning, surfaces, ratios.text),
  };
}

/**
 * Derives the light and dark palettes of a theme by measured contrast (WCAG 2.1 1.4.3 and 1.4.11): every pair of
 * `contrastPairs` meets its ratio, and a manifest colour moves (along its tone, keeping hue and chroma) only as far as
 * a ratio needs. Runs at build time; the runtime only reads the result.
 */
export function derivePalette(theme: Theme): DerivedPalette {
  const key = JSON.stringify(theme);
  let derived = derivedByTheme.get(key);
  if (!derived) {
    const brand = brandFill(theme, theme.light.text);
    const shared = fills();
    const light = { ...modeTokens(theme, 'light', brand), ...shared };
    const dark = { ...modeTokens(theme, 'dark', brand), ...shared };
    derived = { light, dark, shifts: shiftsOf(theme, light, dark) };
    if (derivedByTheme.size >= maxKeptThemes) derivedByTheme.delete(derivedByTheme.keys().next().value as string);
    derivedByTheme.set(key, derived);
  }
  // A copy each time: callers own what they are given, and the kept result stays as derived.
  return { light: { ...derived.light }, dark: { ...derived.dark }, shifts: derived.shifts.map((shift) => ({ ...shift })) };
}

/**
 * Palettes derived so far, by theme: a build derives each site's several times (its page, its app manifest, its
 * prerender) and most sites of a brand share their theme, while one derivation costs tens of milliseconds of tone
 * searches (build-all spent 1.8 s of its main thread on 60 of them for 3 themes).
 */
const derivedByTheme = new Map<string, DerivedPalette>();
const maxKeptThemes = 64;

function shiftsOf(theme: Theme, light: Palette, dark: Palette): ColourShift[] {
  const shifts: ColourShift[] = [];
  const note = (pointer: string, mode: ColourShift['mode'], from: string, to: string, why: string) => {
    if (from.toLowerCase() !== to.toLowerCase()) shifts.push({ pointer, mode, from, to, why });
  };
  note('/theme/primary', 'both', theme.primary, light.primary, `${light.onPrimary} text on it needs ${ratios.text}:1`);
  note('/theme/onPrimary', 'both', theme.onPrimary, light.onPrimary, 'the brand colour keeps its tone with the other text colour');
  const accentPointer = theme.accent ? '/theme/accent' : '/theme/primary';
  note(accentPointer, 'light', theme.accent || theme.primary, light.accent, `text and icons on the light surfaces need ${ratios.text}:1`);
  note('/theme/primary', 'dark', theme.primary, dark.accent, `text and icons on the dark surfaces need ${ratios.text}:1`);
  for (const [mode, palette] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    note(`/theme/${mode}/text`, mode, theme[mode].text, palette.text, `text on the ${mode} surfaces needs ${ratios.text}:1`);
    note(
      `/theme/${mode}/textMuted`,
      mode,
      theme[mode].textMuted,
      palette.textMuted,
      `secondary text on the ${mode} surfaces needs ${ratios.text}:1`,
    );
  }
  return shifts;
}
