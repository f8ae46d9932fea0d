import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { appIconSource, derivePalette, type ResolvedTenant } from '../../schema/index.ts';
import { iconPng } from './png-icon.ts';

/** Where the web app manifest is served: beside the pages, inside the service worker's scope. */
export const appManifestUrl = '/m/manifest.webmanifest';

/** The manifest's file in the site's folder. */
export const appManifestFile = 'manifest.webmanifest';

/**
 * The icons the manifest lists: what Chrome's install prompt and Android's launcher ask for (192 and 512 px), and a
 * maskable 512 px one whose image keeps inside the central circle a launcher's mask shows (a tenth of the side free
 * on every edge; the safe zone is a circle of 80 % of the side).
 */
export const appIcons = [
  { size: 192, purpose: 'any', inset: 0 },
  { size: 512, purpose: 'any', inset: 0 },
  { size: 512, purpose: 'maskable', inset: 0.1 },
] as const;

const languageTag = { cn: 'zh-CN', 'pt-br': 'pt-BR' } as const;

/** The web app manifest as written (the fields Chrome's installability check and the launchers read). */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/**
 * Writes the site's web app manifest and its icons (`tenant/app-icon-<size>[-maskable]-<hash>.png`, drawn from the
 * logo on the default mode's surface, as the apple-touch-icon is) into the site's folder, and returns the URLs of
 * both, for the pages' link and the service worker's shell. Nothing when the manifest turns the app off.
 */
export async function writeAppManifest(tenant: ResolvedTenant, rootDir: string, siteDir: string): Promise<string[]> {
  const { pwa, assets, theme, siteName, locales } = tenant.manifest;
  if (!pwa.enabled) return [];
  const source = appIconSource(assets);
  if (!source) throw new Error('the app icons are drawn from assets.logo or assets.favicon: one of them must be an image to draw');
  const image = readFileSync(join(rootDir, source.path));
  const palette = derivePalette(theme)[theme.defaultMode];
  const icons = await Promise.all(
    appIcons.map(async ({ size, purpose, inset }) => {
      const png = await iconPng({ image, extension: extname(source.path), background: palette.surface }, size, inset);
      const hash = createHash('sha256').update(png).digest('hex').slice(0, 10);
      const name = `app-icon-${size}${purpose === 'maskable' ? '-maskable' : ''}-${hash}.png`;
      writeFileSync(join(siteDir, 'tenant', name), png);
      return { src: `/m/tenant/${name}`, sizes: `${size}x${size}`, type: 'image/png' as const, purpose };
    }),
  );
  const locale = locales.default;
  const manifest: WebAppManifest = {
    id: '/m/',
    name: siteName[locale],
    short_name: pwa.shortName[locale] || siteName[locale],
    lang: languageTag[locale],
    start_url: '/m/',
    scope: '/m/',
    display: 'standalone',
    theme_color: palette.primary,
    background_color: palette.background,
    icons,
  };
  writeFileSync(join(siteDir, appManifestFile), JSON.stringify(manifest, null, 2) + '\n');
  return [appManifestUrl, ...icons.map((icon) => icon.src)];
}
