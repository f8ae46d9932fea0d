import { contrastRatio } from './contrast.ts';
import { contrastPairs, type Palette, type PaletteToken } from './tokens.ts';

/** One measured pair of a palette: what `sideline validate` and `sideline show` print, and the tests check. */
export interface MeasuredPair {
  foreground: PaletteToken;
  on: PaletteToken;
  ratio: number;
  needed: number;
}

/** Every text and control pair of the palette with the contrast it achieves. */
export function measurePalette(palette: Palette): MeasuredPair[] {
  return contrastPairs.flatMap((pair) =>
    pair.on.map((on) => ({
      foreground: pair.foreground,
      on,
      ratio: contrastRatio(palette[pair.foreground], palette[on]),
      needed: pair.ratio,
    })),
  );
}
