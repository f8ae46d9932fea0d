import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeAppManifest, type WebAppManifest } from '../../cli/build/app-manifest.ts';
import { derivePalette, rasterSize, validateTenants } from '../../schema/index.ts';
import { projectRoot } from '../support/project-root.ts';

/**
 * Every site's web app manifest and icons, as the build writes them (cli/build/app-manifest.ts): what Chrome's
 * installability check asks for (a name, a start URL in scope, standalone, PNG icons of 192 and 512 px) with the
 * site's own name in its language, its palette's colours and icons of the sizes they claim.
 */
const codes = validateTenants(projectRoot, []).siteCodes;
const validation = validateTenants(projectRoot, codes);
const outDir = mkdtempSync(join(tmpdir(), 'sideline-app-manifest-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the web app manifest of every site', () => {
  it('covers the 15 sites', () => {
    expect(codes).toHaveLength(15);
  });

  it.each(codes)('%s: names, colours, scope and icons', async (code) => {
    const tenant = validation.tenants.get(code);
    if (!tenant) throw new Error(`${code} does not validate`);
    const siteDir = join(outDir, code);
    mkdirSync(join(siteDir, 'tenant'), { recursive: true });
    const urls = await writeAppManifest(tenant, projectRoot, siteDir);
    const manifest = JSON.parse(readFileSync(join(siteDir, 'manifest.webmanifest'), 'utf8')) as WebAppManifest;
    const { siteName, locales, theme, pwa } = tenant.manifest;

    expect(manifest.name).toBe(siteName[locales.default]);
    expect(manifest.short_name).toBe(pwa.shortName[locales.default] || siteName[locales.default]);
    expect(manifest.lang).toBe(locales.default === 'cn' ? 'zh-CN' : 'pt-BR');
    const palette = derivePalette(theme)[theme.defaultMode];
    expect(manifest.theme_color).toBe(palette.primary);
    expect(manifest.background_color).toBe(palette.background);
    expect(manifest).toMatchObject({ start_url: '/m/', scope: '/m/', id: '/m/', display: 'standalone' });

    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const png = readFileSync(join(siteDir, icon.src.slice('/m/'.length)));
      const side = Number(icon.sizes.split('x')[0]);
      expect(rasterSize(png), icon.src).toEqual({ width: side, height: side });
    }
    // The maskable one is drawn apart, its logo inset into the safe zone: not the 512 px icon again.
    const [, large, maskable] = manifest.icons.map((icon) => readFileSync(join(siteDir, icon.src.slice('/m/'.length))));
    expect(maskable.equals(large)).toBe(false);
    expect(urls).toEqual(['/m/manifest.webmanifest', ...manifest.icons.map((icon) => icon.src)]);
  });
});
