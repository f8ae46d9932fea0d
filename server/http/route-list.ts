import type { FastifyInstance } from 'fastify';
import type { RouteAnswer } from './answer-check.ts';

/**
 * A route as registered: its method, its URL, the JSON Schemas of its body and its query string (`$ref`s into
 * schema/api) and what it answers (`config.answer`, http/answer-check.ts), if it names them.
 */
export interface ListedRoute {
  method: string;
  url: string;
  body?: unknown;
  query?: unknown;
  answer?: RouteAnswer;
}

/** A route's options as the onRoute hooks see them; a later hook may still fill its schema in (a default query). */
interface RouteOptions {
  url: string;
  schema?: { body?: unknown; querystring?: unknown };
  config?: { answer?: RouteAnswer };
}

const listed = new WeakMap<FastifyInstance, { method: string; route: RouteOptions }[]>();

/**
 * Records every route registered after it (nested plugins too): the authorization matrix and the fuzz test walk this
 * list, so a new route that neither names fails them instead of going unchecked. HEAD twins of GET routes are left out.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: { method: string; route: RouteOptions }[] = [];
  listed.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, route });
  });
}

/** The routes of an app made by createApp, in the order they were registered. */
export function routesOf(app: FastifyInstance): readonly ListedRoute[] {
  return (listed.get(app) ?? []).map(({ method, route }) => ({
    method,
    url: route.url,
    body: route.schema?.body,
    query: route.schema?.querystring,
    answer: route.config?.answer,
  }));
}
