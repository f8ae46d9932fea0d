import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import { publishOnlineOnly, publishStored } from './room-events.ts';
import { banInRoom, clearRoomChat, type RoomChat } from './room-moderation.ts';
import { insertRoomLine, roomExists } from './store/room-store.ts';

/**
 * The admin calls that act on a live room's chat (docs/api.md, Admin API): post a line, clear the chat, ban a user.
 * Each also tells the room's readers, as a realtime custom message in the group `live_<liveid>` (docs/im-api.md).
 */
export function adminRoomRoutes(app: FastifyInstance, context: RoomChat): void {
  const { db, clock, im } = context;
  const requireRoom = async (id: number): Promise<string> => {
    if (!(await roomExists(db, id))) throw new DomainError('NOT_FOUND', '直播间不存在');
    return `live_${id}`;
  };

  /** Kept for the HTTP history (getLiveChat) and stored in the group; an EnterRoomMessage line is online-only. */
  app.post<{ Body: { liveid: number; content: string; nick_name: string; type: string } }>(
    '/room/message',
    { schema: { body: ref('admin/room-message.request') } },
    async (request) => {
      const { liveid: id, content, nick_name, type } = request.body;
      const groupId = await requireRoom(id);
      const lineId = await insertRoomLine(db, { liveid: id, nick_name, kind: type, content, created_at: clock.now().toISOString() });
      const event = { type, nick_name, content };
      const sequence =
        type === 'EnterRoomMessage' ? (publishOnlineOnly(im, groupId, event), 0) : (await publishStored(im, groupId, event)).sequence;
      return ok({ id: lineId, sequence });
    },
  );

  /** Empties the room's chat for everyone, newcomers too: the HTTP history and the stored group messages go. */
  app.post<{ Body: { liveid: number } }>('/room/clear', { schema: { body: ref('admin/room-clear.request') } }, async (request) => {
    await requireRoom(request.body.liveid);
    await clearRoomChat(context, request.body.liveid);
    return ok(null);
  });

  /** The user's group.send in the room answers 10017 for `duration` seconds of the server clock; 0 lifts the ban. */
  app.post<{ Body: { liveid: number; uid: string; duration: number } }>(
    '/room/ban',
    { schema: { body: ref('admin/room-ban.request') } },
    async (request) => {
      await requireRoom(request.body.liveid);
      await banInRoom(context, request.body.liveid, request.body.uid, request.body.duration);
      return ok(null);
    },
  );
}
