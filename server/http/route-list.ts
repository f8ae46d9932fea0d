import type { FastifyInstance } from 'fastify';
import type { RouteAnswer } from './answer-check.ts';

/**
 * A route as registered: its method, its URL, the JSON Schema of its body (a `$ref` into schema/api) and what it
 * answers (`config.answer`, http/answer-check.ts), if it names them.
 */
export interface ListedRoute {
  method: string;
  url: string;
  body?: unknown;
  answer?: RouteAnswer;
}

const listed = new WeakMap<FastifyInstance, ListedRoute[]>();

/**
 * Records every route registered after it (nested plugins too): the authorization matrix and the fuzz test walk this
 * list, so a new route that neither names fails them instead of going unchecked. HEAD twins of GET routes are left out.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: ListedRoute[] = [];
  listed.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, body: route.schema?.body, answer: route.config?.answer });
  });
}

/** The routes of an app made by createApp, in the order they were registered. */
export function routesOf(app: FastifyInstance): readonly ListedRoute[] {
  return listed.get(app) ?? [];
}
