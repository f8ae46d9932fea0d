import { contextOf, originOf } from '../http/request-context.ts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import { liveCategories } from '../seed/live-rooms.ts';
import { serverDate } from '../clock.ts';
import { loadMatches } from '../domain/matches/matches.ts';
import { loadRooms, presentRoom, type RoomRow } from '../services/rooms.ts';
import { follows } from '../domain/accounts/follows.ts';
import { optionalUserId } from '../http/session.ts';
import { roomRole, roomSlowMode } from '../services/room-managers.ts';
import type { ServerContext } from '../server-context.ts';
import { roomCrowd } from '../services/room-audience.ts';

type ListBody = { sport_id: number; category_id: number };

function roomFilter(body: ListBody): [string, unknown[]] {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (body.sport_id) clauses.push(`r.sport_id = $${params.push(body.sport_id)}`);
  if (body.category_id) clauses.push(`r.category_id = $${params.push(body.category_id)}`);
  return [clauses.join(' and ') || 'true', params];
}

export function liveRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.get('/webapi/live/getCategory', async () => ok(liveCategories));

  app.post<{ Body: ListBody }>('/api/live/getRealLives', { schema: { body: ref('live/list.request') } }, async (request) => {
    const rooms = await loadRooms(context, ...roomFilter(request.body));
    return ok({ list: rooms.map((r) => presentRoom(r, clock.now(), originOf(request), contextOf(request).lang, roomCrowd(context))) });
  });

  app.post('/api/live/getNoMatchLiveList', async (request) => {
    const rooms = await loadRooms(context, 'r.match_id is null');
    return ok({ list: rooms.map((r) => presentRoom(r, clock.now(), originOf(request), contextOf(request).lang, roomCrowd(context))) });
  });

  app.post<{ Body: ListBody }>('/api/anchor/getRecAnchors', { schema: { body: ref('live/list.request') } }, async (request) => {
    const rooms = await loadRooms(context, ...roomFilter(request.body));
    const byAudience = [...rooms].sort((a, b) => b.base_online - a.base_online).slice(0, 8);
    return ok({
      list: byAudience.map((r) => ({
        id: r.anchor_id,
        nick_name: r.nick_name,
        avatar: r.avatar,
        signature: r.signature,
        is_live: 1,
        room: presentRoom(r, clock.now(), originOf(request), contextOf(request).lang, roomCrowd(context)),
      })),
    });
  });

  app.post<{ Body: { anchorid: number } }>(
    '/webapi/live/getLivePageData',
    { schema: { body: ref('live/anchor.request') } },
    async (request) => {
      const [room] = await loadRooms(context, 'r.anchor_id = $1', [request.body.anchorid]);
      if (!room) throw new DomainError('NOT_FOUND', '直播间不存在');
      const userId = await optionalUserId(context, request);
      // One history row per user, room and server day: a reload updates the time instead of adding a row.
      if (userId !== undefined) {
        await db.query(
          'insert into live_log (user_id, liveid, watched_at, watch_day) values ($1, $2, $3, $4) on conflict (user_id, liveid, watch_day) do update set watched_at = excluded.watched_at',
          [userId, room.liveid, clock.now().toISOString(), serverDate(clock.now())],
        );
      }
      const [match] = room.match_id ? await loadMatches(context, clock.now(), 'm.id = $1', [room.match_id]) : [];
      const [{ fans_count }] = await db.query<{ fans_count: number }>('select fans_count from users where id = $1', [room.anchor_id]);
      const is_attent = (await follows(db, userId, room.anchor_id)) ? 1 : 0;
      // Every viewer's send bar follows slow mode; the viewer's role decides whether the page offers to manage the room.
      const slow_mode = await roomSlowMode(db, room.liveid);
      const role = userId === undefined ? 'viewer' : ((await roomRole(db, room.liveid, userId))?.role ?? 'viewer');
      return ok({
        ...presentRoom(room, clock.now(), originOf(request), contextOf(request).lang, roomCrowd(context)),
        anchor: { ...anchorOf(room), fans_count },
        match: match ?? null,
        is_attent,
        slow_mode,
        role,
      });
    },
  );

  app.post<{ Body: { liveid: number } }>('/api/live/getLiveChat', { schema: { body: ref('live/room.request') } }, async (request) => {
    const [room] = await loadRooms(context, 'r.liveid = $1', [request.body.liveid]);
    if (!room) throw new DomainError('NOT_FOUND', '直播间不存在');
    const rows = await db.query<{
      id: number;
      user_id: number | null;
      nick_name: string;
      kind: string;
      content: string;
      created_at: string;
      gift: Record<string, unknown> | null;
    }>('select * from (select * from room_messages where liveid = $1 order by id desc limit 50) recent order by id', [request.body.liveid]);
    return ok({
      list: rows.map((m) => ({
        id: m.id,
        uid: m.user_id ?? 0,
        nick_name: m.nick_name,
        type: m.kind,
        content: m.content,
        time: Math.floor(new Date(m.created_at).getTime() / 1000),
        ...(m.gift ?? {}),
      })),
    });
  });
}

function anchorOf(room: RoomRow) {
  return { id: room.anchor_id, nick_name: room.nick_name, avatar: room.avatar, signature: room.signature };
}
