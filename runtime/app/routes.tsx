import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { FeatureDefinition, FeatureRoute, RouteHandle } from '../core/feature.ts';
import { rootRedirectPath } from '../core/rules/visibility.ts';
import type { TenantConfig } from '../../schema/generated/resolved-manifest.ts';
import { accountRoutes } from './account/account-routes.ts';
import { afterNextPaint } from '../core/time/after-paint.ts';
import { loadFeatureMessages } from './feature-messages.ts';
import { routeCatalogue } from './route-catalogue.ts';
import { AppShell } from './shell/app-shell.tsx';
import { NotAvailablePage } from './shell/not-available-page.tsx';
import { NotFoundPage } from './shell/not-found-page.tsx';

/**
 * The loader only starts the page's first request as the route is entered; a page already on screen fetches for
 * itself, so a change of query or parameters must not start another one.
 */
const prefetchLoader = (start: (params: LoaderFunctionArgs['params']) => void | Promise<void>) => ({
  loader: async ({ params }: LoaderFunctionArgs) => (await start(params), null),
  shouldRevalidate: () => false,
});

/** A route's own prefetch module; if it cannot load, the page asks for its data itself. */
const routePrefetch = (load: NonNullable<FeatureRoute['prefetch']>) => (params: LoaderFunctionArgs['params']) =>
  load().then(
    (module) => module.prefetch(params),
    () => undefined,
  );

/**
 * The route tree under /m: the root redirect, the account screens, every route of the built features (each page loaded on first visit),
 * the not-available page for routes of features this tenant does not build, and not-found for everything else.
 */
export function buildRoutes(config: TenantConfig, features: readonly FeatureDefinition[]): RouteObject[] {
  const built = new Set(features.map((f) => f.name));
  const featureRoutes: RouteObject[] = features.flatMap((feature) =>
    feature.routes.map((route) => ({
      path: route.path,
      handle: { feature: feature.name, titleKey: route.titleKey } satisfies RouteHandle,
      // A loader given here runs beside the lazy page load (react-router calls a static loader in parallel with lazy).
      // It waits for the small prefetch module only, so the request has started before the page first renders.
      ...(route.prefetch ? prefetchLoader(routePrefetch(route.prefetch)) : {}),
      lazy: async () => {
        // A page first opened by a tap starts loading after the tap's frame has painted: Vite's loader adds a
        // modulepreload link for each of the page's chunks, tens of milliseconds on a slow phone that would otherwise
        // delay the tap's answer (its INP). Before any input (the first screen, the root's redirect) nothing waits.
        if (globalThis.navigator?.userActivation?.hasBeenActive) await afterNextPaint();
        const [page] = await Promise.all([route.load(), loadFeatureMessages(feature)]);
        return page.prefetch && !route.prefetch
          ? { Component: page.default, ...prefetchLoader(page.prefetch) }
          : { Component: page.default };
      },
    })),
  );
  const unavailableRoutes: RouteObject[] = Object.entries(routeCatalogue)
    .filter(([feature]) => !built.has(feature as FeatureDefinition['name']))
    .flatMap(([, paths]) => paths.map((path) => ({ path, element: <NotAvailablePage /> })));
  return [
    {
      path: '/',
      element: <AppShell />,
      // The first page's code loads before anything renders (react-router waits for a lazy route): nothing shows
      // until then, said explicitly so the router does not warn about it.
      HydrateFallback: () => null,
      children: [
        { index: true, element: <Navigate to={rootRedirectPath(config.rootRedirect)} replace /> },
        ...accountRoutes,
        ...featureRoutes,
        ...unavailableRoutes,
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
