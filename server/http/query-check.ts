import type { FastifyInstance } from 'fastify';
import { ref } from './api-schemas.ts';

/**
 * The query schema of a console route that names none: the console's language (sent on every call), nothing else.
 * A handler that reads its query names its own schema (`ref('ops/lang.query')` when it reads only the language): this
 * object is told apart from that one by identity.
 */
const defaultQuery = ref('ops/lang.query');

/** Gives every route registered after it that names no query schema the default one: no parameter goes unchecked. */
export function defaultQuerySchema(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema?.querystring) route.schema = { ...route.schema, querystring: defaultQuery };
  });
}

/** The fault of a handler that reads a query string its route names no schema for. */
function unschemedQueryError(route: string): Error {
  return new Error(
    `${route} reads its query string but names no query schema: write schema/api/ops/<call>.query.json (its $id ` +
      `"ops/<call>.query", its title "Ops<Call>Query"; or use "ops/lang.query" when it reads only the language), run ` +
      "`npm run generate`, and name it in the route's options: { schema: { querystring: ref('ops/<call>.query') } }, " +
      'typing the handler with the generated type ({ Querystring: Ops<Call>Query }).',
  );
}

/**
 * Makes a handler that reads `request.query` on a route that named no query schema (the default one included) fail
 * as a server fault naming the route. Test servers turn it on with the answers' check (ServerOptions.checkAnswers), so
 * a test calling such a route says which route and what to write.
 */
export function checkQueries(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const named = request.routeOptions.schema?.querystring;
    if (named && named !== defaultQuery) return;
    const route = `${request.method} ${request.routeOptions.url}`;
    Object.defineProperty(request, 'query', {
      configurable: true,
      get: () => {
        throw unschemedQueryError(route);
      },
    });
  });
}
