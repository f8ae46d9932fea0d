import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';

/**
 * Takes a request before Fastify sees it, or declines (returns false) without having read anything of it, so Fastify
 * answers it as it would have. A taker that takes a request answers it, counts it with {@link FastRoutes.arrived} and
 * writes its access line through {@link FastRoutes.answered}.
 */
export type FastRoute = (request: IncomingMessage, response: ServerResponse) => boolean;

/** A request answered here, as the request log reads it. */
export interface FastExchange {
  readonly request: IncomingMessage;
  /** The status it was answered. */
  readonly status: number;
  /** Its id, made when first asked (a request answered without a line needs none). */
  requestId(): string;
}

/** What the request log writes of a failed request (http/request-log.ts `FaultLog`). */
export type FastFault = (request: { method: string; url: string; id: string }, error: Error) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** Routes answered on Node's request before Fastify's routing (http/fast-routes.ts). */
    fastRoutes: FastRoutes;
  }
}

/** The options Fastify hands its server factory, of which it sets these on a server it makes itself. */
interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * The few routes a node answers on Node's own request and response, bypassing Fastify's request, reply, hooks and
 * body parsing: the long poll, which a match's delta answers and has ask again by the thousand in one turn (bench/
 * match-fanout.ts; docs/decisions.md "Fan-out cost per member, a sixth pass"). Everything else, and every request of
 * such a route that is not plain (a wrong content type, no length or over the route's limit, a query string, a
 * closing server), goes to Fastify as before. `app.inject` never comes here: tests through it meet Fastify's route.
 */
export class FastRoutes {
  private readonly routes = new Map<string, FastRoute>();
  private closing = false;
  private inProgress = 0;
  /** The request log's access line of an answered request (http/request-log.ts), `ms` after it arrived. */
  answered: (exchange: FastExchange, ms: number) => void = () => undefined;
  /** The request log's fault line. */
  fault: FastFault = () => undefined;

  /** Fastify's `serverFactory`: Node's HTTP server with Fastify's own settings, these routes first. */
  readonly serverFactory: FastifyServerFactory = (handler, given) => {
    const options = given as ServerSettings;
    const server = createServer(options.http ?? {}, (request, response) => {
      const route = this.closing ? undefined : this.routes.get(`${request.method} ${request.url}`);
      if (!route || !route(request, response)) handler(request, response);
    });
    // What Fastify sets on the server it makes itself (fastify/lib/server.js), from the same options.
    server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if ((options.maxRequestsPerSocket ?? 0) > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket!;
    return server;
  };

  /** Adds the routes to the app: `fastRoutes` to read, and a close that hands every later request to Fastify. */
  install(app: FastifyInstance): void {
    app.decorate('fastRoutes', this as FastRoutes);
    // Fastify answers requests that come while it closes (503, the connection closed): these routes then leave them to it.
    app.addHook('preClose', (done) => {
      this.closing = true;
      done();
    });
  }

  /** `method` and `path` exactly as the request line has them (no query string). */
  add(method: string, path: string, route: FastRoute): void {
    this.routes.set(`${method} ${path}`, route);
  }

  /** Requests taken here and not yet closed: the shutdown waits for them as for Fastify's (shutdown.ts). */
  get count(): number {
    return this.inProgress;
  }

  /** A request taken here: in progress until {@link left}, which its taker calls as its response closes. */
  arrived(): void {
    this.inProgress += 1;
  }

  /** A taken request's response closed (sent in full, or its client gone). */
  left(): void {
    this.inProgress -= 1;
  }
}
