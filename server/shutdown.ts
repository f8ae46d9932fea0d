import type { FastifyInstance } from 'fastify';
import type { NodeHealth } from './http/health-routes.ts';
import type { ImGateway } from './im/gateway.ts';

/** HTTP requests this node is answering, to let them finish before it closes. */
export interface InFlight {
  readonly count: number;
}

/** Counts the requests under way (a socket's upgrade is not one: the socket is drained by the gateway). */
export function trackInFlight(app: FastifyInstance): InFlight {
  let count = 0;
  // A callback hook, not an async one: every request runs it, and an async hook costs a promise and a turn each.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.upgrade) return done();
    count += 1;
    // The response's close: sent in full, or its connection gone. `on`, not `once`: a response closes once, and
    // `once` wraps the listener per request. Written in place, not held in a variable: tsx names such a closure with
    // a property write per request (docs/decisions.md "Fan-out cost per member").
    reply.raw.on('close', () => void (count -= 1));
    done();
  });
  return {
    // With the requests answered before Fastify's routing (http/fast-routes.ts), which its hooks never see.
    get count() {
      return count + app.fastRoutes.count;
    },
  };
}

/**
 * A graceful shutdown (SIGTERM, docs/deploy.md "Graceful shutdown"): readiness answers 503 at once, so the load balancer
 * sends nothing new; the chat sockets are closed with 1012 and the long polls answered, so their clients reconnect to
 * another node; requests under way finish, up to `boundMs`; then the node closes (listener, bus, database). Whatever
 * is still open at the bound is cut, so the process always ends.
 */
export async function drainAndClose(
  node: { health: NodeHealth; im: ImGateway; inFlight: InFlight; close(): Promise<void>; context?: { queueEvents?: { endAll(): void } } },
  boundMs: number,
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  node.health.draining = true;
  const deadline = Date.now() + boundMs;
  await node.im.drain();
  // The console's event streams never finish by themselves: ended now, the browsers reconnect to another node.
  node.context?.queueEvents?.endAll();
  while (node.inFlight.count > 0 && Date.now() < deadline) await wait(20);
  await node.close();
}
