import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { DomainError, loginTimeout } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import { contextOf, originOf } from '../http/request-context.ts';
import { follows } from '../domain/accounts/follows.ts';
import { ledgerKinds, listEntries } from '../services/ledger/ledger.ts';
import { optionalUserId } from '../http/session.ts';
import { loadRooms, presentRoom } from '../services/rooms.ts';
import type { ServerContext } from '../server-context.ts';
import { roomCrowd } from '../services/room-audience.ts';

interface AnchorRow {
  id: number;
  nick_name: string;
  avatar: string;
  signature: string;
  fans_count: number;
  anchor_point: number;
}

/** An anchor's page (spec 000 §2 /user-center/anchor/{uid?}); designed in docs/api.md "Anchor pages". */
export function anchorRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post<{ Body: { anchorid?: number } }>(
    '/api/live/getAnchorPage',
    { schema: { body: ref('live/anchor-page.request') } },
    async (request) => {
      const viewer = await optionalUserId(context, request);
      const anchorId = request.body.anchorid ?? viewer;
      // Without an id the page is the viewer's own, which needs a session.
      if (anchorId === undefined) throw loginTimeout();
      const [anchor] = await db.query<AnchorRow>(
        'select id, nick_name, avatar, signature, fans_count, anchor_point from users where id = $1 and is_anchor',
        [anchorId],
      );
      if (!anchor) throw new DomainError('NOT_FOUND', '主播不存在');
      const [room] = await loadRooms(context, 'r.anchor_id = $1', [anchor.id]);
      const self = viewer === anchor.id;
      const shown = room ? presentRoom(room, clock.now(), originOf(request), contextOf(request).lang, roomCrowd(context)) : null;
      // Only the anchor reads their income: the sum of their gift-income rows and the latest five of them.
      const income = self
        ? {
            total: Number(
              (
                await db.query<{ total: number }>(
                  "select coalesce(sum(amount), 0)::int as total from ledger where user_id = $1 and kind = 'gift_income'",
                  [anchor.id],
                )
              )[0].total,
            ),
            recent: (await listEntries(db, anchor.id, { type: ledgerKinds.gift_income.type, page: 1, size: 5 })).list,
          }
        : null;
      return ok({
        anchor: { ...anchor, anchor_level: 1 },
        room: shown
          ? { liveid: shown.liveid, title: shown.title, cover: shown.cover, online: shown.online, match_id: shown.match_id }
          : null,
        is_attent: (await follows(db, viewer, anchor.id)) ? 1 : 0,
        is_self: self ? 1 : 0,
        income,
      });
    },
  );
}
