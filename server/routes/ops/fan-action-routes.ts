import type { FastifyInstance } from 'fastify';
import type { OpsFanGrantRequest, OpsFanMuteRequest } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { audit, requireOperator } from '../../http/operator-guard.ts';
import { endFanSessions, muteFan } from '../../domain/accounts/fan-moderation.ts';
import { grantFromConsole } from '../../domain/money/benefits/console-grants.ts';
import type { ServerContext } from '../../server-context.ts';
import { idParam } from './queue-routes.ts';

/**
 * What an operator does to one fan from the fan page (issue 36 §7, docs/operators.md "Fans"): end their sessions, mute
 * them in every chat of the site, grant them a benefit. Each is audited with before and after in its transaction.
 */
export function fanActionRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post<{ Params: { id: string } }>(
    '/fans/:id/sessions/end',
    { schema: { params: idParam }, config: { answer: 'ops/fan-sessions-ended.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'fans.write');
      const id = Number(request.params.id);
      const result = await db.transaction(async (tx) => {
        const ended = await endFanSessions(tx, id, clock.now());
        const change = { action: 'fan.endSessions', targetKind: 'fan', targetId: id };
        await audit(context, request, operator, { ...change, before: { sessions: ended.ended }, after: { sessions: 0 } }, tx);
        return ended;
      });
      // After the commit: a read on any node from now on finds no session, and the chat they had open closes.
      context.sessions.forgetUser(id);
      context.im.signOut(String(id));
      return ok(result);
    },
  );

  app.post<{ Params: { id: string }; Body: OpsFanMuteRequest }>(
    '/fans/:id/mute',
    { schema: { params: idParam, body: ref('ops/fan-mute.request') }, config: { answer: 'ops/fan-muted.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'fans.write');
      const id = Number(request.params.id);
      const change = await db.transaction(async (tx) => {
        const muted = await muteFan(tx, id, request.body.duration, clock.now());
        const action = request.body.duration === 0 ? 'fan.unmute' : 'fan.mute';
        await audit(context, request, operator, { action, targetKind: 'fan', targetId: id, ...muted }, tx);
        return muted;
      });
      return ok(change.after);
    },
  );

  app.post<{ Params: { id: string }; Body: OpsFanGrantRequest }>(
    '/fans/:id/benefits',
    { schema: { params: idParam, body: ref('ops/fan-grant.request') }, config: { answer: 'ops/fan-granted.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'money.write');
      const id = Number(request.params.id);
      const granted = await db.transaction(async (tx) => {
        const benefit = await grantFromConsole(tx, id, request.body, clock.now());
        await audit(context, request, operator, { action: 'fan.grant', targetKind: 'fan', targetId: id, before: null, after: benefit }, tx);
        return benefit;
      });
      return ok(granted);
    },
  );
}
