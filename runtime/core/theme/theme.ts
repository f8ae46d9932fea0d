import type { TenantConfig } from '../../../schema/generated/resolved-manifest.ts';

export type Mode = 'light' | 'dark';

/** The emotion theme. Palette colours are CSS variables so switching mode needs no re-render. */
export interface SidelineTheme {
  primary: string;
  onPrimary: string;
  /** Active menu items and links on surfaces: in light mode the manifest's accent (or primary), in dark mode primary. */
  accent: string;
  color: { background: string; surface: string; text: string; textMuted: string; border: string };
  /** Height of the bottom menu, so pages can leave room for it. */
  menuHeight: string;
}

const paletteKeys = ['background', 'surface', 'text', 'textMuted', 'border'] as const;
const cssVar = (key: string) => `--sl-${key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}`;

export function themeFor(config: TenantConfig): SidelineTheme {
  return {
    primary: config.theme.primary,
    onPrimary: config.theme.onPrimary,
    accent: 'var(--sl-accent)',
    color: Object.fromEntries(paletteKeys.map((k) => [k, `var(${cssVar(k)})`])) as SidelineTheme['color'],
    menuHeight: '3.5rem',
  };
}

/** CSS that defines the palette variables for `body[data-mode=light]` and `body[data-mode=dark]`. */
export function paletteCss(config: TenantConfig): string {
  const block = (mode: Mode) => {
    const palette = config.theme[mode];
    const lines = paletteKeys.map((k) => `${cssVar(k)}:${palette[k]};`);
    // A light brand colour needs a dark accent on light surfaces, but on dark surfaces the brand colour itself reads best;
    // an empty accent means primary (schema/tenant.schema.json).
    const accent = mode === 'light' ? config.theme.accent || config.theme.primary : config.theme.primary;
    return `body[data-mode="${mode}"]{${lines.join('')}--sl-accent:${accent};color-scheme:${mode};}`;
  };
  return block('light') + block('dark');
}

/** Light or dark mode is a data-mode attribute on the body (spec 000 §2). */
export function applyMode(mode: Mode, body: HTMLElement = document.body): void {
  body.dataset.mode = mode;
}
