import type { FastifyInstance } from 'fastify';
import type {
  BanRoomUserRequest,
  ChangePubConfigRequest,
  ChangeRoomTitleRequest,
  RoomMemberRequest,
  RoomRequest,
  SetRoomManagerRequest,
} from '../../../schema/generated/api.ts';
import {
  appointManager,
  banRoomUser,
  changeRoomTitle,
  changeSlowMode,
  clearRoomChat,
  roomManage,
  roomMember,
} from '../../domain/rooms/room-manage.ts';
import { ref } from '../../http/api-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';
import { withHeldTells } from '../../im/held-tells.ts';
import { roomManagePorts } from './chat-ports.ts';

/**
 * A live room managed by its anchor and the managers the anchor appoints (domain/rooms/room-manage.ts; designed in
 * docs/api.md "Managing a live room"). Every change is told to the room.
 */
export function roomManageRoutes(app: FastifyInstance, context: ServerContext): void {
  const ports = roomManagePorts(context);
  /**
   * A change (a manager and the read of them after it; a ban and who set it; a title, kept in two tables, and the
   * room lists' cache cleared; a slow mode) runs in one transaction, and the room hears of it, and the cache is
   * cleared, once it committed, as the console's changes (docs/decisions.md "Bans that commit before they are told").
   */
  const inTransaction = <T>(change: (held: typeof ports) => Promise<T>) =>
    withHeldTells(context.db, (tx, hold) => change(roomManagePorts({ ...context, db: tx, hold })));

  app.post<{ Body: RoomRequest }>('/api/live/getRoomManage', { schema: { body: ref('live/room.request') } }, async (request) => {
    const user = await requireUser(context, request);
    return ok(await roomManage(ports, user, request.body.liveid));
  });

  app.post<{ Body: RoomMemberRequest }>('/api/live/getRoomMember', { schema: { body: ref('room/member.request') } }, async (request) => {
    const user = await requireUser(context, request);
    return ok(await roomMember(ports, user, request.body.liveid, request.body.uid));
  });

  app.post<{ Body: SetRoomManagerRequest }>(
    '/api/live/setRoomManager',
    { schema: { body: ref('room/set-manager.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { liveid, uid, manager } = request.body;
      return ok(await inTransaction((held) => appointManager(held, user, liveid, uid, manager)));
    },
  );

  app.post<{ Body: ChangeRoomTitleRequest }>(
    '/api/live/changeRoomTitle',
    { schema: { body: ref('room/title.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(await inTransaction((held) => changeRoomTitle(held, user, request.body.liveid, request.body.title)));
    },
  );

  app.post<{ Body: BanRoomUserRequest }>('/api/live/banUser', { schema: { body: ref('room/ban.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { liveid, uid, duration } = request.body;
    return ok(await inTransaction((held) => banRoomUser(held, user, liveid, uid, duration)));
  });

  app.post<{ Body: ChangePubConfigRequest }>(
    '/api/live/changePubConfig',
    { schema: { body: ref('room/slow-mode.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(await inTransaction((held) => changeSlowMode(held, user, request.body.liveid, request.body.slow_mode)));
    },
  );

  app.post<{ Body: RoomRequest }>('/api/live/clearChatList', { schema: { body: ref('live/room.request') } }, async (request) => {
    const user = await requireUser(context, request);
    await clearRoomChat(ports, user, request.body.liveid);
    return ok(null);
  });
}
