import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { SchemaProblem } from '../ajv-issues.ts';
import { rasterSize } from './image-size.ts';
import type { SemanticRule } from './rule.ts';

/** The largest icon the installable app's manifest lists (cli/build/app-manifest.ts); a smaller image would blur. */
export const largestAppIcon = 512;

/** Images an app icon can be drawn from, as cli/build/png-icon.ts draws them. */
const drawable = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp']);

/** The image the home-screen icons are drawn from: the logo, or the favicon when the logo cannot be drawn. */
export function appIconSource(assets: { logo: string; favicon: string }): { path: string; pointer: string } | undefined {
  if (drawable.has(extname(assets.logo).toLowerCase())) return { path: assets.logo, pointer: '/assets/logo' };
  if (drawable.has(extname(assets.favicon).toLowerCase())) return { path: assets.favicon, pointer: '/assets/favicon' };
  return undefined;
}

/**
 * An installable site draws its icons (192, 512 and a maskable 512 px) from its logo: the logo must be one the
 * build can draw, and a raster one at least 512 px each way. A missing or broken file is the assets rule's to report.
 */
export const appIconsRule: SemanticRule = ({ tenant, rootDir }) => {
  const { pwa, assets } = tenant.manifest;
  if (!pwa.enabled) return [];
  const source = appIconSource(assets);
  if (!source) {
    return [
      {
        code: 'app-icon-source',
        pointer: '/assets/logo',
        message: `the app's icons are drawn from assets.logo or assets.favicon: make one of them an SVG, PNG, JPEG or WebP image, or set /pwa/enabled to false`,
      },
    ];
  }
  const absolute = join(rootDir, source.path);
  if (extname(source.path).toLowerCase() === '.svg' || !existsSync(absolute)) return [];
  const size = rasterSize(readFileSync(absolute));
  if (!size || (size.width >= largestAppIcon && size.height >= largestAppIcon)) return [];
  const problem: SchemaProblem = {
    code: 'app-icon-too-small',
    pointer: source.pointer,
    message: `${source.path} is ${size.width}x${size.height} px: the app's icons need an image of at least ${largestAppIcon}x${largestAppIcon} px (or an SVG)`,
  };
  return [problem];
};
