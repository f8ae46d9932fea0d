import type { Palette, TenantConfig } from '../../../schema/generated/resolved-manifest.ts';

export type Mode = 'light' | 'dark';
export type ColourToken = keyof Palette;

/** The CSS custom property of a token, as the build names it (schema/palette/tokens.ts): `--sl-text-muted`. */
const tokenVariable = (token: string) => `--sl-${token.replace(/[A-Z0-9]/g, (c) => '-' + c.toLowerCase())}`;

/**
 * Every colour a component paints with, as a CSS variable: `colors.danger` is `var(--sl-danger)`. The values are
 * derived by contrast at build time for each brand and mode (schema/palette/); a component never writes a colour of
 * its own (lint: sideline/no-hard-coded-colour), so switching mode needs no re-render and every pair keeps its ratio.
 */
export const colors: Readonly<Palette> = new Proxy({} as Palette, {
  get: (_, token) => (typeof token === 'string' ? `var(${tokenVariable(token)})` : undefined),
});

/** The emotion theme: the palette's tokens as CSS variables. */
export interface SidelineTheme {
  /** The brand's filled elements (header, buttons): `colors.primary`. */
  primary: string;
  /** Text and icons on them: `colors.onPrimary`. */
  onPrimary: string;
  /** The brand as text and icons on surfaces (active menu items, links): `colors.accent`. */
  accent: string;
  color: Readonly<Palette>;
  /** Height of the bottom menu, so pages can leave room for it. */
  menuHeight: string;
}

export function themeFor(): SidelineTheme {
  return { primary: colors.primary, onPrimary: colors.onPrimary, accent: colors.accent, color: colors, menuHeight: '3.5rem' };
}

/** CSS that defines every token's variable for `body[data-mode=light]` and `body[data-mode=dark]`. */
export function paletteCss(config: TenantConfig): string {
  const block = (mode: Mode) => {
    const palette = config.palette[mode];
    const lines = Object.entries(palette).map(([token, value]) => `${tokenVariable(token)}:${value};`);
    return `body[data-mode="${mode}"]{${lines.join('')}color-scheme:${mode};}`;
  };
  return block('light') + block('dark');
}

/** Light or dark mode is a data-mode attribute on the body (spec 000 §2). */
export function applyMode(mode: Mode, body: HTMLElement = document.body): void {
  body.dataset.mode = mode;
}
