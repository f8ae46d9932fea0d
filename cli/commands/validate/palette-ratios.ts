import {
  derivePalette,
  formatRatio,
  measurePalette,
  sourceOf,
  type ColourShift,
  type MeasuredPair,
  type ResolvedTenant,
} from '../../../schema/index.ts';

/** The pairs a brand's own colours decide: text on its fill, its accent and the secondary text on the surfaces. */
const brandTokens = new Set(['onPrimary', 'accent', 'textMuted']);

/** What `sideline validate` says of one palette: the ratios of the brand's own pairs, the lowest, any below. */
export interface PaletteRatios {
  brand: string;
  sites: string[];
  /** Manifest colours the derivation moved, with the file that set each. */
  shifts: (ColourShift & { file: string })[];
  modes: Record<'light' | 'dark', { brandPairs: MeasuredPair[]; lowest: MeasuredPair; failing: MeasuredPair[] }>;
}

const lowest = (pairs: MeasuredPair[]) => pairs.reduce((low, pair) => (pair.ratio < low.ratio ? pair : low));

/** The ratios each distinct palette achieves, once per brand and theme (sites that share a theme share a line). */
export function paletteRatios(tenants: ResolvedTenant[]): PaletteRatios[] {
  const byTheme = new Map<string, PaletteRatios>();
  for (const tenant of tenants) {
    const palette = derivePalette(tenant.manifest.theme);
    const key = `${tenant.brand} ${JSON.stringify([palette.light, palette.dark])}`;
    const known = byTheme.get(key);
    if (known) {
      known.sites.push(tenant.code);
      continue;
    }
    const modes = Object.fromEntries(
      (['light', 'dark'] as const).map((mode) => {
        const pairs = measurePalette(palette[mode]);
        return [
          mode,
          {
            brandPairs: pairs.filter((pair) => brandTokens.has(pair.foreground)),
            lowest: lowest(pairs),
            failing: pairs.filter((pair) => pair.ratio < pair.needed),
          },
        ];
      }),
    ) as PaletteRatios['modes'];
    const shifts = palette.shifts.map((shift) => ({ ...shift, file: sourceOf(tenant, shift.pointer) }));
    byTheme.set(key, { brand: tenant.brand, sites: [tenant.code], shifts, modes });
  }
  return [...byTheme.values()];
}

const describe = (pair: MeasuredPair) => `${formatRatio(pair.ratio)} (${pair.foreground} on ${pair.on})`;

/** A warning for each manifest colour the palette had to move, in the validator's own format. */
export function formatShifts(report: PaletteRatios): string[] {
  return report.shifts.map((shift) => {
    const mode = shift.mode === 'both' ? '' : ` in ${shift.mode} mode`;
    return `${shift.file} warning ${shift.pointer}: ${shift.from} is drawn as ${shift.to}${mode}: ${shift.why} (${report.sites.join(', ')}) [colour-shifted]`;
  });
}

/** One line per palette and mode: the brand's pairs, the lowest pair, and any pair below its ratio. */
export function formatPaletteRatios(report: PaletteRatios): string[] {
  return (['light', 'dark'] as const).map((mode) => {
    const { brandPairs, lowest: low, failing } = report.modes[mode];
    const failures = failing.length ? `; BELOW ITS RATIO: ${failing.map(describe).join(', ')}` : '';
    const brand = brandPairs.map(describe).join(', ');
    return `palette ${report.brand} [${report.sites.join(', ')}] ${mode}: ${brand}; lowest ${describe(low)}${failures}`;
  });
}
