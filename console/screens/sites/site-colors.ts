import type { SiteColors } from '../../api/types.ts';

/** The colours worth seeing of a site's theme, named as its manifest names them; an empty accent is left out. */
export function swatches(colors: SiteColors | null): { name: string; value: string }[] {
  if (!colors) return [];
  return [
    { name: 'primary', value: colors.primary },
    { name: 'onPrimary', value: colors.onPrimary },
    { name: 'accent', value: colors.accent },
    { name: 'light.background', value: colors.light.background },
    { name: 'light.text', value: colors.light.text },
    { name: 'dark.background', value: colors.dark.background },
    { name: 'dark.text', value: colors.dark.text },
  ].filter((swatch) => swatch.value !== '');
}
