import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { derivePalette, type ResolvedTenant, type TenantConfig } from '../../schema/index.ts';
import { temporaryDir, replaceDir } from './atomic-output.ts';
import type { Bundle } from './bundle.ts';
import { builtFeatureNames, featureSetOf } from './flags.ts';
import { readTemplate, renderTenantHtml, scriptSafeJson, type HtmlValues } from './index-html.ts';
import { serverRenderDir, type PrerenderedPage } from './prerender.ts';
import { prerenderedHtml, routeFile, routeReport } from './prerendered-html.ts';
import { writeAppManifest } from './app-manifest.ts';
import { buildReport, htmlSize, type BuildReport, type ServerRenderReport } from './report.ts';
import { canDrawIcon, iconPng } from './png-icon.ts';
import { writeServiceWorker } from './service-worker.ts';
import { shareFiles } from './share-files.ts';

const languageTag = { cn: 'zh-CN', 'pt-br': 'pt-BR' } as const;

/** URL prefix of tenant images in the output: `dist/<code>/tenant/` is served at `/m/tenant/`. */
const tenantAssetBase = '/m/tenant/';

export interface TenantOutputOptions {
  rootDir: string;
  distDir: string;
  sharedWith: string[];
  /**
   * Renders the site's landing routes from its runtime configuration (cli/build/render-workers.ts); it may put the
   * render's files into `siteDir`'s server folder, which stays only if `serverRender` keeps it.
   */
  prerender?: (config: TenantConfig, siteDir: string) => Promise<PrerenderedPage[]>;
  /** Keeps the render in the site's folder for the reference server's rows (cli/build/prerender.ts writeServerRender). */
  serverRender?: (siteDir: string, config: TenantConfig) => Promise<ServerRenderReport>;
}

/**
 * Writes `dist/<code>/` from a shared bundle: the bundle's files, the tenant's images under content-hashed names,
 * index.html with the tenant's head and configuration, each landing route's prerendered HTML, the server render of
 * their rows, and build-report.json. Written aside, then swapped in.
 */
export async function writeTenantOutput(tenant: ResolvedTenant, bundle: Bundle, options: TenantOutputOptions): Promise<BuildReport> {
  const started = performance.now();
  const dir = temporaryDir(options.distDir, tenant.code);
  try {
    shareFiles(bundle.dir, dir, new Set(['index.html']));
    const urls = copyTenantImages(tenant, options.rootDir, join(dir, 'tenant'));
    const touchIcon = await writeTouchIcon(tenant, options.rootDir, join(dir, 'tenant'));
    const appFiles = await writeAppManifest(tenant, options.rootDir, dir);
    const values = { ...htmlValues(tenant, urls), touchIcon, webManifest: appFiles[0] ?? '' };
    const builtHtml = readFileSync(join(bundle.dir, 'index.html'), 'utf8');
    const indexHtml = renderTenantHtml(builtHtml, readTemplate(), values);
    writeFileSync(join(dir, 'index.html'), indexHtml);
    const indexSize = htmlSize(indexHtml);
    const pages = options.prerender ? await options.prerender(runtimeConfig(tenant, urls), dir) : [];
    const routes = await Promise.all(
      pages.map((page) => {
        const html = prerenderedHtml(indexHtml, page);
        writeFileSync(join(dir, routeFile(page.path)), html);
        return routeReport(page, html);
      }),
    );
    const serverRender =
      routes.length > 0 && options.serverRender ? await options.serverRender(dir, runtimeConfig(tenant, urls)) : undefined;
    if (!serverRender) rmSync(join(dir, serverRenderDir), { recursive: true, force: true });
    const html = { index: await indexSize, prerendered: routes, ...(serverRender && { serverRender }) };
    const serviceWorker = await writeServiceWorker(tenant, bundle, dir, routes, appFiles);
    const report = buildReport(tenant, bundle, {
      emitMs: performance.now() - started,
      sharedWith: options.sharedWith,
      html,
      serviceWorker,
    });
    writeFileSync(join(dir, 'build-report.json'), JSON.stringify(report, null, 2) + '\n');
    replaceDir(dir, join(options.distDir, tenant.code));
    return report;
  } catch (error) {
    // Leave nothing half-written behind; dist/<code> itself was not touched.
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Project paths of every image the manifest names: logo, favicon and avatars. */
export function imagePaths(tenant: ResolvedTenant): string[] {
  const { assets, avatars } = tenant.manifest;
  return [...new Set([assets.logo, assets.favicon, avatars.default, ...Object.values(avatars.byId)])];
}

/** The apple-touch-icon's size: what iOS asks of an iPhone's home screen (it ignores an SVG one). */
export const touchIconSize = 180;

/**
 * Draws the home-screen icon from the logo (or the favicon, when the logo is an .ico) as a 180 px PNG on the
 * default mode's surface, and returns its URL.
 */
async function writeTouchIcon(tenant: ResolvedTenant, rootDir: string, outDir: string): Promise<string> {
  const { assets, theme } = tenant.manifest;
  const path = [assets.logo, assets.favicon].find(canDrawIcon);
  if (!path) throw new Error(`the home-screen icon is drawn from assets.logo or assets.favicon: one of them must be an SVG or PNG`);
  const image = readFileSync(join(rootDir, path));
  const png = await iconPng({ image, extension: extname(path), background: theme[theme.defaultMode].surface }, touchIconSize);
  const name = `apple-touch-icon-${createHash('sha256').update(png).digest('hex').slice(0, 10)}.png`;
  writeFileSync(join(outDir, name), png);
  return tenantAssetBase + name;
}

/** Copies every image the manifest names and maps its project path to its URL. */
function copyTenantImages(tenant: ResolvedTenant, rootDir: string, outDir: string): Map<string, string> {
  mkdirSync(outDir, { recursive: true });
  const paths = imagePaths(tenant);
  const urls = new Map<string, string>();
  for (const path of paths) {
    const content = readFileSync(join(rootDir, path));
    const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
    const name = `${basename(path, extname(path))}-${hash}${extname(path)}`;
    writeFileSync(join(outDir, name), content);
    urls.set(path, tenantAssetBase + name);
  }
  return urls;
}

/** The runtime configuration: the resolved manifest with image paths replaced by their URLs, and its palette. */
export function runtimeConfig(tenant: ResolvedTenant, urls: Map<string, string>): TenantConfig {
  const manifest = structuredClone(tenant.manifest);
  const url = (path: string) => urls.get(path) ?? path;
  manifest.assets = { logo: url(manifest.assets.logo), favicon: url(manifest.assets.favicon) };
  manifest.avatars = {
    default: url(manifest.avatars.default),
    byId: Object.fromEntries(Object.entries(manifest.avatars.byId).map(([id, path]) => [id, url(path)])),
  };
  // The palette is derived here, at build time, so the browser only reads its tokens (schema/palette/).
  const { light, dark } = derivePalette(tenant.manifest.theme);
  return { code: tenant.code, builtFeatures: builtFeatureNames(featureSetOf(tenant.manifest)), ...manifest, palette: { light, dark } };
}

/** Page values for `sideline dev`: images are served by Vite straight from the project (`/m/@fs/...`). */
export function devHtmlValues(tenant: ResolvedTenant, rootDir: string): HtmlValues {
  const paths = imagePaths(tenant);
  const values = htmlValues(tenant, new Map(paths.map((p) => [p, `/m/@fs${join(rootDir, p)}`])));
  // The PNG is drawn by the build; in dev the logo stands in (a desktop browser never asks for it).
  return { ...values, touchIcon: values.logo, webManifest: '' };
}

function htmlValues(tenant: ResolvedTenant, urls: Map<string, string>): Omit<HtmlValues, 'touchIcon' | 'webManifest'> {
  const config = runtimeConfig(tenant, urls);
  const locale = config.locales.default;
  return {
    htmlLang: languageTag[locale],
    title: config.siteName[locale],
    keywords: config.keywords[locale],
    themeColor: config.theme.primary,
    siteCode: tenant.code,
    favicon: config.assets.favicon,
    logo: config.assets.logo,
    mode: config.theme.defaultMode,
    tenantJson: scriptSafeJson(config),
  };
}
