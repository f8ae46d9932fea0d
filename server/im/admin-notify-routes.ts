import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import type { Database } from '../db/database.ts';
import type { ChatGateway } from './gateway-port.ts';
import { publishRaceStart } from './race-start-notices.ts';

/**
 * Admin calls on the notification group NOTIFY_ROOM (docs/api.md, Admin API): a match's kickoff notice now, so tests
 * and QA need not wait for a real kickoff. Registered inside the admin scope, behind its token check.
 */
export function adminNotifyRoutes(app: FastifyInstance, context: { db: Database; im: ChatGateway }): void {
  app.post<{ Body: { matchid: number } }>(
    '/notify/race-start',
    { schema: { body: ref('admin/notify-race-start.request') } },
    async (request) => {
      const event = await publishRaceStart(context.db, context.im, request.body.matchid);
      if (!event) throw new DomainError('NOT_FOUND', '比赛不存在');
      return ok(event);
    },
  );
}
