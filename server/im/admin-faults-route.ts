import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import type { ChatGateway } from './gateway-port.ts';

interface FaultsBody {
  reset?: boolean;
  dropSockets?: boolean;
  dropRate?: number;
  delayMs?: number;
  refuseConnections?: boolean;
  failNext?: { command: string; code: number; times?: number };
  longPollHoldMs?: number;
}

const faultsBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    reset: { type: 'boolean' },
    dropSockets: { type: 'boolean' },
    dropRate: { type: 'number', minimum: 0, maximum: 1 },
    delayMs: { type: 'integer', minimum: 0, maximum: 60_000 },
    refuseConnections: { type: 'boolean' },
    failNext: {
      type: 'object',
      additionalProperties: false,
      required: ['command', 'code'],
      properties: {
        command: { type: 'string', minLength: 1, maxLength: 64 },
        code: { type: 'integer' },
        times: { type: 'integer', minimum: 0, maximum: 1000 },
      },
    },
    longPollHoldMs: { type: 'integer', minimum: 0, maximum: 90_000 },
  },
};

/**
 * `POST /admin/im/faults` (inside the admin scope, so behind its token): sets the gateway's fault injection for
 * browser tests, in the order reset, settings, then dropSockets; answers the resulting state.
 */
export function imFaultsRoute(app: FastifyInstance, gateway: ChatGateway): void {
  app.post<{ Body: FaultsBody }>('/im/faults', { schema: { body: faultsBody } }, async (request) => {
    const body = request.body;
    const faults = gateway.faults;
    if (body.reset) faults.reset();
    if (body.dropRate !== undefined) faults.dropRate = body.dropRate;
    if (body.delayMs !== undefined) faults.delayMs = body.delayMs;
    if (body.refuseConnections !== undefined) faults.refuseConnections = body.refuseConnections;
    if (body.failNext) faults.failNext(body.failNext.command, body.failNext.code, body.failNext.times ?? 1);
    if (body.longPollHoldMs !== undefined) gateway.settings.longPollHoldMs = body.longPollHoldMs;
    if (body.dropSockets) faults.dropSockets();
    return ok({ ...faults.state(), longPollHoldMs: gateway.settings.longPollHoldMs, sockets: gateway.socketCount });
  });
}
