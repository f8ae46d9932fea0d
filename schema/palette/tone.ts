import { Hct, argbFromHex, hexFromArgb } from '@material/material-color-utilities';
import { contrastRatio } from './contrast.ts';

/** How finely a tone (HCT's perceptual lightness, 0 black to 100 white) is searched. */
const toneStep = 0.25;

/** The colour's tone in the HCT space (Material's colour utilities): L*, the lightness contrast follows. */
export function toneOf(hex: string): number {
  return Hct.fromInt(argbFromHex(hex)).tone;
}

/** The same hue and chroma at another tone (chroma drops where the gamut asks it to). */
export function withTone(hex: string, tone: number): string {
  const hct = Hct.fromInt(argbFromHex(hex));
  return hexFromArgb(Hct.from(hct.hue, hct.chroma, tone).toInt());
}

const meets = (hex: string, against: readonly string[], ratio: number) => against.every((other) => contrastRatio(hex, other) >= ratio);

/**
 * The colour itself when it already has `ratio` against every colour of `against`; otherwise the nearest tone of its
 * hue and chroma that has it, searched darker and lighter, the smaller move winning. Black or white when no tone of the
 * hue does (only when `against` spans both ends). This is Leonardo's idea (a colour from a target ratio) done on
 * Material's tones, so a brand moves only as far as the ratio needs.
 */
export function fitTone(hex: string, against: readonly string[], ratio: number): string {
  const start = hex.toLowerCase();
  if (meets(start, against, ratio)) return start;
  const tone = toneOf(start);
  for (let delta = toneStep; delta <= 100; delta += toneStep) {
    for (const candidate of [tone - delta, tone + delta]) {
      if (candidate < 0 || candidate > 100) continue;
      const shifted = withTone(start, candidate);
      if (meets(shifted, against, ratio)) return shifted;
    }
  }
  return ['#000000', '#ffffff'].sort((a, b) => minRatio(b, against) - minRatio(a, against))[0];
}

const minRatio = (hex: string, against: readonly string[]) => Math.min(...against.map((other) => contrastRatio(hex, other)));

/** How far a colour moved, in tones: what `sideline validate` reports when a brand colour had to shift. */
export function toneShift(from: string, to: string): number {
  return Math.abs(toneOf(from) - toneOf(to));
}

/** A quiet surface of the colour's hue: its chroma capped so a tinted card stays a surface, not a fill. */
export function tintOf(hex: string, tone: number, maxChroma: number): string {
  const hct = Hct.fromInt(argbFromHex(hex));
  return hexFromArgb(Hct.from(hct.hue, Math.min(hct.chroma, maxChroma), tone).toInt());
}
