import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { ping } from '../db/ping.ts';
import { apiStatus, ok } from './envelope.ts';

/** Something this node needs to take traffic besides its database (the bus, when one is configured). */
export interface ReadinessCheck {
  name: string;
  ready(): boolean | Promise<boolean>;
}

/** What a load balancer asks a node (docs/deploy.md "Health and readiness"); `draining` is set by a graceful shutdown. */
export interface NodeHealth {
  nodeId: string;
  role: string;
  draining: boolean;
  checks: ReadinessCheck[];
}

/** A database that does not answer this fast is as good as down for a fan waiting on a screen. */
const databaseTimeoutMs = 2_000;

/**
 * GET /healthz: the process is alive and answers (restart it otherwise). GET /readyz: send it traffic: the database
 * answers, every configured check passes and the node is not draining; else HTTP 503 with what failed, so the load
 * balancer takes it out of rotation without restarting it.
 */
export function healthRoutes(app: FastifyInstance, db: Database, health: NodeHealth): void {
  app.get('/healthz', async () => ok({ node: health.nodeId, role: health.role }));

  app.get('/readyz', async (request, reply) => {
    const failing: string[] = [];
    if (health.draining) failing.push('draining');
    if (!(await databaseAnswers(db))) failing.push('database');
    for (const check of health.checks) if (!(await Promise.resolve(check.ready()).catch(() => false))) failing.push(check.name);
    if (failing.length === 0) return ok({ node: health.nodeId, role: health.role });
    return reply.code(503).send({
      data: { node: health.nodeId, role: health.role, failing },
      msg: `not ready: ${failing.join(', ')}`,
      status: apiStatus.internal,
      request_id: request.id,
    });
  });
}

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), databaseTimeoutMs)));
  try {
    return await Promise.race([
      ping(db).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
