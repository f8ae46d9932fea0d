import type { FastifyInstance } from 'fastify';
import { contextOf, originOf } from '../../http/request-context.ts';
import { ok } from '../../http/envelope.ts';
import { matchesOfDay, phaseOf } from '../../domain/matches/matches.ts';
import { loadRooms, presentRoom } from '../../domain/rooms/rooms.ts';
import { announcementShown } from '../../domain/site/site-content.ts';
import { optionalUserId } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';
import { roomCrowd } from '../rooms/chat-ports.ts';

export function homeRoutes(app: FastifyInstance, context: ServerContext): void {
  /** The home headline (spec 000 §3 homeData): today's hot and recommended matches, the rooms, the announcement. */
  app.post('/api/home/getHomeData', async (request) => {
    const now = context.clock.now();
    const today = await matchesOfDay(context, now, await optionalUserId(context, request));
    const open = today.filter((m) => phaseOf(m.sport_id, m.status) !== 'finished' && phaseOf(m.sport_id, m.status) !== 'other');
    const rooms = (await loadRooms(context)).map((r) =>
      presentRoom(r, now, originOf(request), contextOf(request).lang, roomCrowd(context)),
    );
    const byAudience = [...rooms].sort((a, b) => b.online - a.online);
    return ok({
      hot: today.filter((m) => m.hot === 1).slice(0, 10),
      rec_matchs: open.slice(0, 6),
      lives: rooms,
      anchorm_lives: rooms.filter((r) => r.match_id !== 0),
      rec_anchors: byAudience
        .slice(0, 6)
        .map((r) => ({ id: r.anchorid, nick_name: r.nick_name, avatar: r.avatar, is_live: 1, liveid: r.liveid })),
      srec_lives: byAudience.slice(0, 4),
      announcement: await announcementShown(context.db, context.site, contextOf(request).lang, now),
    });
  });
}
