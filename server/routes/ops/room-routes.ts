import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OpsRoomBanRequest } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { audit, requireOperator } from '../../http/operator-guard.ts';
import type { Database } from '../../domain/ports.ts';
import { staleRow } from '../../domain/operators/stale-row.ts';
import { banFromConsole, liftBan, removeRoomManager, roomOversight, type RoomOversightPorts } from '../../domain/rooms/room-oversight.ts';
import type { ServerContext } from '../../server-context.ts';
import { roomModeration, roomNotices } from '../rooms/chat-ports.ts';
import { withHeldTells, type HoldTell } from '../../im/held-tells.ts';

const idPattern = '^[1-9][0-9]{0,9}$';
const roomParams = { type: 'object', required: ['liveId'], properties: { liveId: { type: 'string', pattern: idPattern } } } as const;
const userParams = {
  type: 'object',
  required: ['liveId', 'userId'],
  properties: { liveId: { type: 'string', pattern: idPattern }, userId: { type: 'string', pattern: idPattern } },
} as const;
/** An undone change as the audit log keeps it. */
type Change = { before: Record<string, unknown>; after: Record<string, unknown> };

/**
 * A live room's bans and managers in the console (issue 36 §4, docs/operators.md "Room bans and managers"): read with
 * `queues.read`; banning, lifting a ban and removing a manager need `reports.review`, each audited in the transaction
 * of the change (target `room-ban` or `room-manager`, id `<liveId>:<userId>`); one already undone answers status 6.
 */
export function roomRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;
  // In a change's transaction the room hears of it (Banuser, a manager's removal) only once it committed.
  const ports = (tx: Database, hold?: HoldTell): RoomOversightPorts => ({
    db: tx,
    clock,
    moderation: roomModeration({ db: tx, clock, im: context.im, hold }),
    notices: roomNotices(context.im, hold),
  });

  app.get<{ Params: { liveId: string } }>(
    '/rooms/:liveId',
    { schema: { params: roomParams }, config: { answer: 'ops/room.response' } },
    async (request) => {
      await requireOperator(context, request, 'queues.read');
      return ok(await roomOversight(ports(db), Number(request.params.liveId)));
    },
  );

  app.post<{ Params: { liveId: string }; Body: OpsRoomBanRequest }>(
    '/rooms/:liveId/bans',
    { schema: { params: roomParams, body: ref('ops/room-ban.request') }, config: { answer: 'ops/room-banned.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'reports.review');
      const liveId = Number(request.params.liveId);
      const { duration, blocksJoin } = request.body;
      const userId = Number(request.body.userId);
      const after = await withHeldTells(db, async (tx, hold) => {
        const until = await banFromConsole(ports(tx, hold), liveId, userId, duration, blocksJoin);
        const done = { liveId, userId, duration, blocksJoin, until };
        const action = blocksJoin ? 'room.ban' : 'room.mute';
        await audit(context, request, operator, { action, targetKind: 'room-ban', targetId: `${liveId}:${userId}`, after: done }, tx);
        return done;
      });
      return ok(after);
    },
  );

  /**
   * Undoes something one user has in a room (`kind`: their ban, their appointment) once: `run` answers the audit's
   * before and after; a second try answers status 6 naming who undid it (`action`).
   */
  const undo =
    (
      kind: 'room-ban' | 'room-manager',
      action: string,
      run: (ports: RoomOversightPorts, liveId: number, userId: number) => Promise<Change>,
    ) =>
    async (request: FastifyRequest<{ Params: { liveId: string; userId: string } }>) => {
      const operator = await requireOperator(context, request, 'reports.review');
      const liveId = Number(request.params.liveId);
      const userId = Number(request.params.userId);
      const target = `${liveId}:${userId}`;
      const after = await withHeldTells(db, async (tx, hold) => {
        const change = await run(ports(tx, hold), liveId, userId);
        await audit(context, request, operator, { action, targetKind: kind, targetId: target, ...change }, tx);
        return change.after;
      }).catch((error: unknown) => staleRow(db, kind, target, error, [action]));
      return ok(after);
    };

  app.delete<{ Params: { liveId: string; userId: string } }>(
    '/rooms/:liveId/bans/:userId',
    { schema: { params: userParams }, config: { answer: 'ops/room-ban-lifted.response' } },
    undo('room-ban', 'room.unban', async (held, liveId, userId) => {
      const { setBy } = await liftBan(held, liveId, userId);
      return { before: { setBy }, after: { liveId, userId, lifted: true } };
    }),
  );

  app.delete<{ Params: { liveId: string; userId: string } }>(
    '/rooms/:liveId/managers/:userId',
    { schema: { params: userParams }, config: { answer: 'ops/room-manager-removed.response' } },
    undo('room-manager', 'room.manager.remove', async (held, liveId, userId) => {
      const { nickName } = await removeRoomManager(held, liveId, userId);
      return { before: { manager: true, nickName }, after: { liveId, userId, manager: false } };
    }),
  );
}
