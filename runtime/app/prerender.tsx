import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { FeatureDefinition } from '../core/feature.ts';
import { rowAnswersLeft, serveAnswers, type Served } from '../core/http/served-answer.ts';
import { addMessages, startI18n } from '../core/i18n/i18n.ts';
import { appBase } from '../core/navigation/redirect.ts';
import { renderServedRows } from '../core/prerender/served-rows.ts';
import type { Locale } from '../../schema/generated/resolved-manifest.ts';
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

/**
 * The routes a fan lands on, each prerendered when the site builds it. A route with a parameter (a live room) is
 * rendered once as the shell every value shows while its data is on the way.
 */
export const landingPaths = ['/score', '/live', '/headline', '/live-detail/:id'] as const;

/** An address of the route to render its shell at: any value of a parameter, which the shell does not show. */
const shellUrl = (path: string) => path.replace(/:[^/]+/g, '0');

export async function prerender(): Promise<PrerenderedPage[]> {
  const { lang, features } = startSite();
  const handler = createStaticHandler(withoutLoaders(buildRoutes(tenant, features)), { basename: appBase });
  const paths = landingPaths.filter((path) => features.some((feature) => feature.routes.some((route) => route.path === path)));
  const pages: PrerenderedPage[] = [];
  for (const path of paths) pages.push({ path, lang, ...renderPage(handler, await routeContext(handler, shellUrl(path))) });
  return pages;
}

/** A landing route's HTML with the rows of the server's first answers, and the CSS its first paint needs. */
export interface ServedPage {
  html: string;
  css: string;
  ids: string[];
}

let servedHandler: StaticHandler | undefined;
let rendering: Promise<unknown> = Promise.resolve();

/**
 * The reference server's render of a landing route with the answers it puts into the page (server/http/row-render.ts
 * loads this bundle from the site's folder): the route's prefetch takes them as the page's head will, and the page
 * renders their rows at the time they were made (the page's clocks read `Date.now`). Throws when the page did not
 * take them all: its HTML would then not be what the browser's first render shows. One render at a time, since the
 * clock is the module's.
 */
export function renderServed(path: string, answers: Served): Promise<ServedPage> {
  const next = rendering.then(async () => {
    const { features } = startSite();
    servedHandler ??= createStaticHandler(buildRoutes(tenant, features), { basename: appBase });
    serveAnswers(answers);
    renderServedRows(true);
    const realNow = Date.now;
    Date.now = () => answers.at;
    try {
      const context = await routeContext(servedHandler, path);
      if (rowAnswersLeft()) throw new Error(`${path} did not take the answers it was served`);
      return renderPage(servedHandler, context);
    } finally {
      Date.now = realNow;
    }
  });
  rendering = next.catch(() => undefined);
  return next;
}

let site: { lang: Locale; features: FeatureDefinition[] } | undefined;

/** The site's language, messages and built features, set up once per bundle (a bundle renders one site). */
function startSite(): { lang: Locale; features: FeatureDefinition[] } {
  if (site) return site;
  const lang = tenant.locales.default;
  startI18n(lang);
  for (const [locale, namespaces] of Object.entries(tenant.locales.overrides)) {
    for (const [namespace, messages] of Object.entries(namespaces)) addMessages(locale as Locale, namespace, messages, true);
  }
  const features = everyFeature.filter((feature) => tenant.builtFeatures.includes(feature.name));
  registerSlots(features);
  site = { lang, features };
  return site;
}

async function routeContext(handler: StaticHandler, path: string): Promise<StaticHandlerContext> {
  const context = await handler.query(new Request(`http://prerender${appBase}${path}`));
  if (context instanceof Response) throw new Error(`prerendering ${path} answered a redirect (${context.status})`);
  const failure = Object.values(context.errors ?? {})[0];
  if (failure) throw failure instanceof Error ? failure : new Error(`prerendering ${path} failed: ${JSON.stringify(failure)}`);
  return context;
}

function renderPage(handler: StaticHandler, context: StaticHandlerContext): { html: string; css: string; ids: string[] } {
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
  return { html, ...criticalCss(cache, html) };
}

/**
 * The rules the HTML uses (the class names it holds) plus the global ones, as @emotion/server's extractCritical
 * picks them: the browser's Emotion reads their ids from the <style data-emotion="css …"> tag and does not insert
 * them again.
 */
function criticalCss(cache: EmotionCache, html: string): { css: string; ids: string[] } {
  const used = new Set([...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((m) => m[1]));
  const ids = Object.keys(cache.inserted).filter(
    (id) => (used.has(id) || cache.registered[`${cache.key}-${id}`] === undefined) && cache.inserted[id] !== true,
  );
  return { css: ids.map((id) => cache.inserted[id]).join(''), ids };
}

/** The routes without their loaders: those start the page's first request, which the build must not send. */
function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { loader: _loader, lazy, children, ...rest } = route;
    const load = typeof lazy === 'function' ? lazy : undefined;
    return {
      ...rest,
      ...(load ? { lazy: async () => (({ loader: _ignored, ...page }) => page)(await load()) } : {}),
      ...(children ? { children: withoutLoaders(children) } : {}),
    } as RouteObject;
  });
}
