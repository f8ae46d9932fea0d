import type { FastifyInstance } from 'fastify';
import type { OpsEvents } from '../../../schema/generated/api.ts';
import { eventDrift } from '../../http/answer-check.ts';
import { requireOperator } from '../../http/operator-guard.ts';
import { DomainError } from '../../domain/errors.ts';
import type { ServerContext } from '../../server-context.ts';

/** A comment line this often keeps proxies from closing a quiet stream, and checks the session still runs. */
const heartbeatMs = 25_000;

/**
 * Each event's data and the schema of schema/api/ops it matches: the map of schema/api/ops/events.json, whose generated
 * type (OpsEvents) types what is written and what the console reads (ops-events-api.test.ts holds the two the same).
 */
const eventSchemas = { counts: 'ops/queue-counts', row: 'ops/queue-row' } as const satisfies Record<keyof OpsEvents, string>;

/**
 * GET /ops/api/events: Server-Sent Events with the queues' counts (once on connect, then at each change anywhere in the
 * cluster) and each changed row (jobs/queue-events.ts). Opening the stream does not count as the operator's activity;
 * it ends when the session would (idle or absolute), and the browser's reconnect then meets status 2.
 */
export function eventsRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get('/events', { config: { answer: { events: eventSchemas } } }, async (request, reply) => {
    const operator = await requireOperator(context, request, 'queues.read', { touch: false });
    const events = context.queueEvents;
    if (!events) throw new DomainError('NOT_FOUND', '这个节点不提供实时队列');
    const counts = await events.counts();
    const raw = reply.raw;
    const send = <K extends keyof OpsEvents>(event: K, data: OpsEvents[K]) => {
      if (raw.writableEnded) return;
      // A test server checks each event as it checks answers: a drifted one ends the stream with the fault as its last
      // event, which the test reading the stream fails on, rather than reaching the console as something else.
      const drift = eventDrift(request, event, data);
      if (drift) raw.end(`event: fault\ndata: ${JSON.stringify(drift.message)}\n\n`);
      else raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const unsubscribe = events.subscribe({
      counts: (value) => send('counts', value),
      row: (change) => send('row', change),
      end: () => raw.end(),
    });
    if (!unsubscribe) throw new DomainError('TOO_MANY_REQUESTS', '实时连接过多，请稍后再试');
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise hold the events back in their buffers.
      'x-accel-buffering': 'no',
    });
    send('counts', counts);
    const heartbeat = setInterval(() => {
      if (context.clock.now() >= operator.expiresAt) raw.end();
      else raw.write(': keepalive\n\n');
    }, heartbeatMs);
    heartbeat.unref();
    raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
}
