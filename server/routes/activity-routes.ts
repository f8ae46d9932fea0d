import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import { activityStatus, entryOf, joinActivity, settleActivities, statusOf, type ActivityRow } from '../services/activities.ts';
import { loadMatches } from '../domain/matches/matches.ts';
import { optionalUserId, requireUser } from '../http/session.ts';
import type { ServerContext } from '../server-context.ts';
import { unixSeconds } from '../clock.ts';

/** Running first, then upcoming, then the rest; newest start first within each. */
const listOrder = [
  activityStatus.inplay,
  activityStatus.active,
  activityStatus.finished,
  activityStatus.refund,
  activityStatus.inactive,
] as number[];

const present = (a: ActivityRow, now: Date) => ({
  id: a.id,
  title: a.title,
  summary: a.summary,
  cover: a.cover,
  reward: a.reward,
  status: statusOf(a, now),
  start_time: unixSeconds(a.start_time),
  end_time: unixSeconds(a.end_time),
  match_id: a.match_id,
  entry_fee: a.entry_fee,
  award: a.award,
});

/** Activities (spec 000 §1; routes /activities and /activity/{id}); joining them (docs/decisions.md "Joining activities"). */
export function activityRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post<{ Body: { status?: number } }>(
    '/api/activity/getActivityList',
    { schema: { body: ref('activity/list.request') } },
    async (request) => {
      const now = clock.now();
      const all = (await db.query<ActivityRow>('select * from activities order by start_time desc, id')).map((a) => present(a, now));
      const wanted = request.body.status;
      const list = all
        .filter((a) => wanted === undefined || a.status === wanted)
        .sort((a, b) => listOrder.indexOf(a.status) - listOrder.indexOf(b.status));
      return ok({ list, total: list.length });
    },
  );

  app.post<{ Body: { id: number } }>('/api/activity/getActivityInfo', { schema: { body: ref('activity/id.request') } }, async (request) => {
    const now = clock.now();
    const [row] = await db.query<ActivityRow>('select * from activities where id = $1', [request.body.id]);
    if (!row) throw new DomainError('NOT_FOUND', '活动不存在');
    // A fan who opens an activity that has just ended sees their award or refund without waiting for the settler.
    await settleActivities(db, now, row.id);
    const [match] = row.match_id ? await loadMatches(context, now, 'm.id = $1', [row.match_id]) : [];
    const [{ participants }] = await db.query<{ participants: number }>(
      'select count(*)::int as participants from activity_entries where activity_id = $1',
      [row.id],
    );
    const entry = await entryOf(db, await optionalUserId(context, request), row.id);
    return ok({ ...present(row, now), body: row.body, match: match ?? null, participants, entry });
  });

  app.post<{ Body: { id: number } }>('/api/activity/join', { schema: { body: ref('activity/id.request') } }, async (request) => {
    const user = await requireUser(context, request);
    return ok(await joinActivity(db, user.id, request.body.id, clock.now()));
  });
}
