import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { TenantConfig } from '../../../schema/generated/resolved-manifest.ts';

/** A built site as the console shows it: from its page's tenant configuration and its build report; null where absent. */
export interface BuiltSite {
  code: string;
  brand: string | null;
  /** The site's name per language of the app (`cn`, `pt-br`). */
  names: Record<string, string> | null;
  languages: string[];
  colors: TenantConfig['theme'] | null;
  features: string[];
  initialJsGzipBytes: number | null;
  sources: { id: number; name: string }[];
}

const tenantScript = /<script id="sideline-tenant" type="application\/json">([\s\S]*?)<\/script>/;

function readJson<T>(file: string, pick?: (text: string) => string | undefined): T | undefined {
  try {
    const text = readFileSync(file, 'utf8');
    const json = pick ? pick(text) : text;
    return json === undefined ? undefined : (JSON.parse(json) as T);
  } catch {
    return undefined;
  }
}

/** The features of the site built in `dir` (its page's TenantConfig); undefined where no site is built there. */
export function builtFeaturesIn(dir: string | undefined): readonly string[] | undefined {
  const tenant = dir
    ? readJson<Partial<Pick<TenantConfig, 'builtFeatures'>>>(join(dir, 'index.html'), (html) => html.match(tenantScript)?.[1])
    : undefined;
  return tenant?.builtFeatures ? [...tenant.builtFeatures] : undefined;
}

/** What the build left in `dir` (dist/<code>/) for site `code`: a site never built has only its code. */
export function builtSite(dir: string | undefined, code: string): BuiltSite {
  const tenant = dir ? readJson<TenantConfig>(join(dir, 'index.html'), (html) => html.match(tenantScript)?.[1]) : undefined;
  const report = dir ? readJson<{ initialJs?: { gzip?: number } }>(join(dir, 'build-report.json')) : undefined;
  return {
    code,
    brand: tenant?.brand ?? null,
    names: tenant ? { ...tenant.siteName } : null,
    languages: tenant ? [...tenant.locales.available] : [],
    colors: tenant?.theme ?? null,
    features: tenant ? [...tenant.builtFeatures] : [],
    initialJsGzipBytes: report?.initialJs?.gzip ?? null,
    sources: tenant ? tenant.sources.map((s) => ({ id: s.id, name: s.name })) : [],
  };
}

/**
 * Every site built beside `siteDir` (the dist folder this node's site was served from), this node's `site` always
 * among them; sorted by code. Without a built site (an API-only node), this node's site alone.
 */
export function builtSites(siteDir: string | undefined, site: string): BuiltSite[] {
  const dist = siteDir ? dirname(siteDir) : undefined;
  const codes = new Set([site]);
  if (dist && existsSync(dist))
    for (const entry of readdirSync(dist, { withFileTypes: true }))
      if (entry.isDirectory() && existsSync(join(dist, entry.name, 'build-report.json'))) codes.add(entry.name);
  return [...codes].sort().map((code) => builtSite(dist ? join(dist, code) : undefined, code));
}
