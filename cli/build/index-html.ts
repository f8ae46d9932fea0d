import { readFileSync } from 'node:fs';
import { packagePaths } from './paths.ts';

const headBlock = /<!-- sideline:tenant-head -->[\s\S]*?<!-- \/sideline:tenant-head -->/;
/** Left by the bundling pass where the tenant's head goes; Vite passes a plain meta tag through untouched. */
export const headMarker = '<meta name="sideline-tenant-head" />';

/** Values that fill the template's {{placeholders}}. */
export interface HtmlValues {
  htmlLang: string;
  title: string;
  keywords: string;
  themeColor: string;
  siteCode: string;
  favicon: string;
  logo: string;
  /** The apple-touch-icon: a PNG drawn by the build (cli/build/png-icon.ts). */
  touchIcon: string;
  /** The web app manifest's URL (cli/build/app-manifest.ts); empty leaves the page without its link. */
  webManifest: string;
  mode: string;
  /** The tenant's runtime configuration, read by `virtual:sideline/tenant`. */
  tenantJson: string;
}

export function readTemplate(): string {
  return readFileSync(packagePaths.template, 'utf8');
}

/**
 * The template as the bundler sees it: the tenant's head replaced by a marker. The JavaScript is then the same for
 * every tenant with the same features, and each tenant's head is filled in afterwards by {@link renderTenantHtml}.
 */
export function bundlingHtml(template: string): string {
  if (!headBlock.test(template)) throw new Error('templates/index.html has no <!-- sideline:tenant-head --> block');
  return template.replace(headBlock, headMarker);
}

/** Fills the tenant's head and placeholders into HTML (the built index.html, or the template in dev). */
export function renderTenantHtml(html: string, template: string, values: HtmlValues): string {
  const head = headBlock.exec(template)?.[0] ?? '';
  const withHead = html.includes(headMarker) ? html.replace(headMarker, () => head) : html;
  // A site that is not installable has no manifest to link.
  const linked = values.webManifest ? withHead : withHead.replace(/\n?[ \t]*<link rel="manifest" href="\{\{webManifest\}\}" \/>/, '');
  return linked.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    if (!(key in values)) return whole;
    const value = values[key as keyof HtmlValues];
    return key === 'tenantJson' ? value : escapeHtml(value);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** JSON safe inside <script>: no `</script>`, no HTML comment openers, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
