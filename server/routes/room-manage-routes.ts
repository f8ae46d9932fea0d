import type { FastifyInstance } from 'fastify';
import type { RoomMember, RoomSettings } from '../../schema/generated/api.ts';
import { ok } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import { banSecondsLeft } from '../im/store/ban-store.ts';
import { publishOnlineOnly } from '../im/room-events.ts';
import { clearRoomChat } from '../im/room-moderation.ts';
import { unixNow } from '../im/wire.ts';
import { banAsRoom, banSetter } from '../services/room-bans.ts';
import {
  muteDurations,
  requireRoomManager,
  roomManagers,
  roomRole,
  roomSlowMode,
  setRoomManager,
  slowModes,
} from '../services/room-managers.ts';
import type { ServerContext } from '../server-context.ts';
import { requireUser } from '../http/session.ts';

/** Longest room title, in characters once trimmed. */
const maxTitleLength = 30;

/**
 * A live room managed by its anchor and the managers the anchor appoints (spec 000 §1 is_anchor_admin, §4 the room's
 * realtime messages, §9 the mute durations and slow mode). The spec shows none of the calls: designed in docs/api.md
 * "Managing a live room"; who may do what in docs/decisions.md "Room managers". Every change is told to the room.
 */
export function roomManageRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock, im } = context;

  /** One user as the room's managers see them; status 3 for an unknown user. */
  const member = async (liveId: number, userId: number): Promise<RoomMember> => {
    const [user] = await db.query<{ nick_name: string; avatar: string; is_anchor_admin: boolean }>(
      'select nick_name, avatar, is_anchor_admin from users where id = $1',
      [userId],
    );
    if (!user) throw new DomainError('NOT_FOUND', '用户不存在');
    const found = await roomRole(db, liveId, userId);
    const now = unixNow(clock.now());
    const bannedFor = await banSecondsLeft(db, `live_${liveId}`, String(userId), now);
    const bannedBy = bannedFor > 0 ? await banSetter(db, liveId, userId, now) : '';
    return {
      liveid: liveId,
      uid: userId,
      nick_name: user.nick_name,
      avatar: user.avatar,
      role: found?.role ?? 'viewer',
      is_anchor_admin: user.is_anchor_admin ? 1 : 0,
      banned_for: bannedFor,
      banned_by: bannedBy,
    };
  };

  const settings = async (liveId: number): Promise<RoomSettings> => {
    const [room] = await db.query<{ title: string }>('select title from rooms where liveid = $1', [liveId]);
    return { liveid: liveId, title: room.title, slow_mode: (await roomSlowMode(db, liveId)) as RoomSettings['slow_mode'] };
  };

  /** Keeps what a manager set on the room: it outlives the rebuild of the rooms at the next start (seed/live-rooms.ts). */
  const keepSetting = (liveId: number, setting: 'title' | 'slow_mode', value: string | number) =>
    db.query(
      `insert into room_settings (liveid, ${setting}, updated_at) values ($1, $2, $3) on conflict (liveid) do update set ${setting} = excluded.${setting}, updated_at = excluded.updated_at`,
      [liveId, value, clock.now().toISOString()],
    );

  app.post<{ Body: { liveid: number } }>('/api/live/getRoomManage', { schema: { body: ref('live/room.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { anchorId, role } = await requireRoomManager(db, request.body.liveid, user.id);
    return ok({ ...(await settings(request.body.liveid)), anchorid: anchorId, role, managers: await roomManagers(db, anchorId) });
  });

  app.post<{ Body: { liveid: number; uid: number } }>(
    '/api/live/getRoomMember',
    { schema: { body: ref('room/member.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      await requireRoomManager(db, request.body.liveid, user.id);
      return ok(await member(request.body.liveid, request.body.uid));
    },
  );

  /** Only the room's anchor appoints; the room hears RoomNotifyTypeSetManager when something changed. */
  app.post<{ Body: { liveid: number; uid: number; manager: 0 | 1 } }>(
    '/api/live/setRoomManager',
    { schema: { body: ref('room/set-manager.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { liveid, uid, manager } = request.body;
      const { role } = await requireRoomManager(db, liveid, user.id);
      if (role !== 'anchor') throw new DomainError('FORBIDDEN', '只有主播可以任命或撤销房管');
      const result = await setRoomManager(db, user.id, uid, manager === 1, clock.now());
      if (result.changed)
        publishOnlineOnly(im, `live_${liveid}`, {
          type: 'RoomNotifyTypeSetManager',
          liveid,
          uid: String(uid),
          nick_name: result.nick_name,
          manager,
        });
      return ok(await member(liveid, uid));
    },
  );

  app.post<{ Body: { liveid: number; title: string } }>(
    '/api/live/changeRoomTitle',
    { schema: { body: ref('room/title.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { liveid } = request.body;
      await requireRoomManager(db, liveid, user.id);
      const title = request.body.title.trim();
      if (!title) throw new DomainError('BAD_INPUT', '请输入直播间标题');
      if ([...title].length > maxTitleLength) throw new DomainError('BAD_INPUT', `直播间标题最多 ${maxTitleLength} 个字`);
      await db.query('update rooms set title = $2 where liveid = $1', [liveid, title]);
      await keepSetting(liveid, 'title', title);
      // The room lists (getRealLives, the home page, search) are cached reads of the rooms table.
      context.cache.clear();
      publishOnlineOnly(im, `live_${liveid}`, { type: 'changeRoomTitle', liveid, title, uid: String(user.id), nick_name: user.nick_name });
      return ok(await settings(liveid));
    },
  );

  /**
   * Fans only: the anchor and the managers cannot be banned, whoever asks (an anchor removes a manager first). The
   * room's managers change only the room's bans: the operator's stays (services/room-bans.ts).
   */
  app.post<{ Body: { liveid: number; uid: number; duration: number } }>(
    '/api/live/banUser',
    { schema: { body: ref('room/ban.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { liveid, uid, duration } = request.body;
      await requireRoomManager(db, liveid, user.id);
      if (!(muteDurations as readonly number[]).includes(duration))
        throw new DomainError('BAD_INPUT', `禁言时长只能是 ${muteDurations.join('、')} 秒（0 为解除禁言）`);
      const target = await member(liveid, uid);
      if (target.role === 'anchor') throw new DomainError('FORBIDDEN', '不能禁言主播');
      if (target.role === 'manager') throw new DomainError('FORBIDDEN', '不能禁言房管');
      await banAsRoom(context, liveid, uid, duration, user.id);
      return ok({ ...target, banned_for: duration, banned_by: duration > 0 ? 'room' : '' });
    },
  );

  app.post<{ Body: { liveid: number; slow_mode: number } }>(
    '/api/live/changePubConfig',
    { schema: { body: ref('room/slow-mode.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { liveid, slow_mode } = request.body;
      await requireRoomManager(db, liveid, user.id);
      if (!(slowModes as readonly number[]).includes(slow_mode))
        throw new DomainError('BAD_INPUT', `慢速模式只能是 ${slowModes.join('、')} 秒（0 为不限）`);
      await keepSetting(liveid, 'slow_mode', slow_mode);
      publishOnlineOnly(im, `live_${liveid}`, {
        type: 'changePubConfig',
        liveid,
        slow_mode,
        uid: String(user.id),
        nick_name: user.nick_name,
      });
      return ok(await settings(liveid));
    },
  );

  app.post<{ Body: { liveid: number } }>('/api/live/clearChatList', { schema: { body: ref('live/room.request') } }, async (request) => {
    const user = await requireUser(context, request);
    await requireRoomManager(db, request.body.liveid, user.id);
    await clearRoomChat(context, request.body.liveid);
    return ok(null);
  });
}
