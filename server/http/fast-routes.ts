import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

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

  /**
   * Puts these routes in front of Fastify on the server Fastify made (with its own settings, and its bindings of every
   * address a host name has, which a `serverFactory` would lose), decorates the app with `fastRoutes`, and hands every
   * request to Fastify once it closes (it answers those 503 and closes their connections).
   */
  install(app: FastifyInstance): void {
    const [fastify, ...others] = app.server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
    if (!fastify || others.length) throw new Error("Fastify's server should have one request listener, its own");
    app.server.removeListener('request', fastify);
    app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const route = this.closing ? undefined : this.routes.get(`${request.method} ${request.url}`);
      if (!route || !route(request, response)) fastify(request, response);
    });
    app.decorate('fastRoutes', this as FastRoutes);
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
