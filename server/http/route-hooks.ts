import type { FastifyInstance, RouteOptions } from 'fastify';

type RouteHookName = 'onRequest' | 'preValidation';

/**
 * Adds `hook` as a route's own hook to each route declared after this call for which `applies(route)` holds, instead
 * of as an app hook that every request runs through. The chat gateway's long polls answer and ask again by the
 * thousand for one match delta (bench/match-fanout.ts): each hook that never applies to them is a cost per member.
 * A route's own hooks run after the app's hooks of the same name.
 */
export function addRouteHook(
  app: FastifyInstance,
  name: RouteHookName,
  hook: NonNullable<RouteOptions[RouteHookName]>,
  applies: (route: RouteOptions) => boolean,
): void {
  app.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    const own = route[name];
    route[name] = (own === undefined ? [hook] : [own, hook].flat()) as typeof own;
  });
}
