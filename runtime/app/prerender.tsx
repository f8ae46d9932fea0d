import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type RouteObject } from 'react-router-dom';
import { addMessages, startI18n } from '../core/i18n/i18n.ts';
import { appBase } from '../core/navigation/redirect.ts';
import type { Locale } from '../core/tenant/tenant-config.ts';
import { tenant } from '../core/tenant/tenant.ts';
import { AppFrame } from './app-frame.tsx';
import { features as everyFeature } from './feature-registry.ts';
import { registerSlots } from './feature-slots.ts';
import { buildRoutes } from './routes.tsx';

/**
 * The build's server render (cli/build/prerender.ts): never part of the app's bundle. The build bundles this file
 * once for Node with every feature, and runs it once per site with that site's configuration as `tenant`.
 */

/** One route rendered to HTML in the site's language and mode, with the CSS its first paint needs. */
export interface PrerenderedPage {
  path: string;
  lang: Locale;
  html: string;
  /** Emotion's critical CSS for this HTML, and the ids of its rules (the browser's Emotion takes them over). */
  css: string;
  ids: string[];
}

/** The routes a fan lands on, each prerendered when the site builds it. */
export const landingPaths = ['/score', '/live', '/headline'] as const;

export async function prerender(): Promise<PrerenderedPage[]> {
  const lang = tenant.locales?.default ?? 'cn';
  startI18n(lang);
  for (const [locale, namespaces] of Object.entries(tenant.locales?.overrides ?? {})) {
    for (const [namespace, messages] of Object.entries(namespaces)) addMessages(locale as Locale, namespace, messages, true);
  }
  const features = everyFeature.filter((feature) => tenant.builtFeatures.includes(feature.name));
  registerSlots(features);
  const handler = createStaticHandler(withoutLoaders(buildRoutes(tenant, features)), { basename: appBase });
  const paths = landingPaths.filter((path) => features.some((feature) => feature.routes.some((route) => route.path === path)));
  const pages: PrerenderedPage[] = [];
  for (const path of paths) {
    const context = await handler.query(new Request(`http://prerender${appBase}${path}`));
    if (context instanceof Response) throw new Error(`prerendering ${path} answered a redirect (${context.status})`);
    const failure = Object.values(context.errors ?? {})[0];
    if (failure) throw failure instanceof Error ? failure : new Error(`prerendering ${path} failed: ${JSON.stringify(failure)}`);
    // Compat mode keeps the styles in the cache instead of inline <style> tags in the markup, as @emotion/server does.
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    const html = renderToString(
      <CacheProvider value={cache}>
        <AppFrame tenant={tenant}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </AppFrame>
      </CacheProvider>,
    );
    pages.push({ path, lang, html, ...criticalCss(cache, html) });
  }
  return pages;
}

/**
 * The rules the HTML uses (the class names it holds) plus the global ones, as @emotion/server's extractCritical
 * picks them: the browser's Emotion reads their ids from the <style data-emotion="css …"> tag and does not insert
 * them again.
 */
function criticalCss(cache: EmotionCache, html: string): { css: string; ids: string[] } {
  const used = new Set([...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((m) => m[1]));
  const ids = Object.keys(cache.inserted).filter((id) => (used.has(id) || cache.registered[`${cache.key}-${id}`] === undefined) && cache.inserted[id] !== true);
  return { css: ids.map((id) => cache.inserted[id]).join(''), ids };
}

/** The routes without their loaders: those start the page's first request, which the build must not send. */
function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { loader: _loader, lazy, children, ...rest } = route;
    const load = typeof lazy === 'function' ? lazy : undefined;
    return {
      ...rest,
      ...(load ? { lazy: async () => ((({ loader: _ignored, ...page }) => page)(await load())) } : {}),
      ...(children ? { children: withoutLoaders(children) } : {}),
    } as RouteObject;
  });
}
