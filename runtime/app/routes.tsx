import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { FeatureDefinition, RouteHandle } from '../core/feature.ts';
import { rootRedirectPath } from '../core/rules/visibility.ts';
import type { TenantConfig } from '../core/tenant/tenant-config.ts';
import { accountRoutes } from './account/account-routes.ts';
import { loadFeatureMessages } from './feature-messages.ts';
import { routeCatalogue } from './route-catalogue.ts';
import { AppShell } from './shell/app-shell.tsx';
import { NotAvailablePage } from './shell/not-available-page.tsx';
import { NotFoundPage } from './shell/not-found-page.tsx';

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
      lazy: async () => {
        const [page] = await Promise.all([route.load(), loadFeatureMessages(feature)]);
        const { prefetch } = page;
        if (!prefetch) return { Component: page.default };
        // The loader only starts the page's first request as the route is entered; a page already on screen
        // fetches for itself, so a change of query or parameters must not start another one.
        return { Component: page.default, loader: ({ params }: LoaderFunctionArgs) => (prefetch(params), null), shouldRevalidate: () => false };
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
