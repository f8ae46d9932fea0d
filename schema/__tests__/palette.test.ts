import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, derivePalette, measurePalette, paletteTokens, validateTenants, type ResolvedManifest } from '../index.ts';
import { toneOf } from '../palette/tone.ts';
import { repoRoot } from './support/project-root.ts';

type Theme = ResolvedManifest['theme'];

const { siteCodes, tenants } = validateTenants(repoRoot);
const defaults = tenants.get('qutu')!.manifest.theme;
const themeWith = (change: Partial<Theme>): Theme => ({ ...defaults, accent: '', ...change });

/** Every pair of both modes below its ratio, as "mode foreground on background ratio" (empty when all pass). */
function failures(theme: Theme): string[] {
  const palette = derivePalette(theme);
  return (['light', 'dark'] as const).flatMap((mode) =>
    measurePalette(palette[mode])
      .filter((pair) => pair.ratio < pair.needed)
      .map((pair) => `${mode} ${pair.foreground} on ${pair.on} ${pair.ratio.toFixed(2)} < ${pair.needed}`),
  );
}

describe('palettes derived by contrast', () => {
  it.each(siteCodes)('every text and control pair of %s meets its ratio in both modes', (code) => {
    expect(failures(tenants.get(code)!.manifest.theme)).toEqual([]);
  });

  const extremes = ['#ffffff', '#000000', '#fffb01', '#c6f432', '#319cfc'];
  it.each(extremes.flatMap((primary) => ['#ffffff', '#1a1a1a'].map((onPrimary) => [primary, onPrimary])))(
    'a brand colour %s with text %s meets every ratio',
    (primary, onPrimary) => {
      expect(failures(themeWith({ primary, onPrimary }))).toEqual([]);
      expect(failures(themeWith({ primary, onPrimary, accent: primary }))).toEqual([]);
    },
  );

  it('meets every ratio for any brand colour, text colour and accent', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(hex, hex, fc.option(hex, { nil: '' }), (primary, onPrimary, accent) => {
        expect(failures(themeWith({ primary, onPrimary, accent }))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('meets every ratio when the manifest picks pale text and a muted grey that fails', () => {
    const light = { ...defaults.light, text: '#c0c0c0', textMuted: '#eeeeee', border: '#fafafa' };
    const dark = { ...defaults.dark, text: '#333333', textMuted: '#222222', border: '#1d2127' };
    expect(failures(themeWith({ light, dark }))).toEqual([]);
  });

  it('keeps a brand colour that already reads and moves one that does not only as far as needed', () => {
    // xzb: dark text on yellow is 15.8:1, so the yellow stays itself.
    const xzb = derivePalette(tenants.get('xzb')!.manifest.theme);
    expect(xzb.light.primary).toBe('#fffb01');
    expect(xzb.shifts.filter((shift) => shift.pointer === '/theme/primary')).toEqual([]);
    // White on #319cfc is 2.88:1: the blue deepens to just past 4.5:1 and keeps its hue.
    const qutu = derivePalette(defaults);
    const ratio = contrastRatio(qutu.light.primary, '#ffffff');
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(ratio).toBeLessThan(4.7);
    expect(toneOf('#319cfc') - toneOf(qutu.light.primary)).toBeLessThan(16);
    expect(qutu.shifts).toContainEqual(expect.objectContaining({ pointer: '/theme/primary', from: '#319cfc', to: qutu.light.primary }));
  });

  it('takes the other text colour when keeping the given one would move the brand far (white on pale yellow)', () => {
    const palette = derivePalette(themeWith({ primary: '#fffb01', onPrimary: '#ffffff' }));
    expect(palette.light.primary).toBe('#fffb01');
    expect(palette.light.onPrimary).toBe(defaults.light.text);
    expect(palette.shifts).toContainEqual(expect.objectContaining({ pointer: '/theme/onPrimary', from: '#ffffff' }));
  });

  it('derives a theme once and gives each caller a copy of its own', () => {
    const theme = themeWith({ primary: '#c6f432' });
    const first = derivePalette(theme);
    first.light.primary = '#000000';
    first.shifts.push({ pointer: '/theme/x', mode: 'both', from: '#000', to: '#fff', why: 'changed by a caller' });
    const again = derivePalette({ ...theme });
    expect(again.light.primary).not.toBe('#000000');
    expect(again.shifts.map((shift) => shift.why)).not.toContain('changed by a caller');
    expect(derivePalette(themeWith({ primary: '#319cfc' })).light.primary).not.toBe(again.light.primary);
  });

  it('gives every token a CSS colour in both modes', () => {
    const palette = derivePalette(defaults);
    for (const mode of ['light', 'dark'] as const) {
      expect(Object.keys(palette[mode]).sort()).toEqual([...paletteTokens].sort());
      for (const value of Object.values(palette[mode])) expect(value).toMatch(/^#[0-9a-f]{6}$|^rgba\(\d+, \d+, \d+, [\d.]+\)$/);
    }
  });
});
