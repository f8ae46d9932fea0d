import type { FastifyInstance } from 'fastify';
import { ApiError, apiStatus, ok } from '../http/envelope.ts';
import { ref } from '../http/api-schemas.ts';
import { loadMatches } from '../services/matches.ts';
import type { ServerContext } from '../services/server-context.ts';
import { unixSeconds } from '../services/users.ts';

interface ActivityRow {
  id: number;
  title: string;
  summary: string;
  body: string[];
  cover: string;
  reward: string;
  match_id: number | null;
  start_time: string;
  end_time: string;
  status_override: number | null;
}

/** Spec 000 §4 statuses: inactive 0, active 1, finished 2, refund 3, inplay 4. */
export const activityStatus = { inactive: 0, active: 1, finished: 2, refund: 3, inplay: 4 } as const;

/** Withdrawn (0) and refunded (3) are set by the operator; otherwise the clock decides: not started, running, over. */
function statusOf(a: ActivityRow, now: Date): number {
  if (a.status_override !== null) return a.status_override;
  if (now < new Date(a.start_time)) return activityStatus.active;
  return now < new Date(a.end_time) ? activityStatus.inplay : activityStatus.finished;
}

/** Running first, then upcoming, then the rest; newest start first within each. */
const listOrder = [activityStatus.inplay, activityStatus.active, activityStatus.finished, activityStatus.refund, activityStatus.inactive] as number[];

const present = (a: ActivityRow, now: Date) => ({ id: a.id, title: a.title, summary: a.summary, cover: a.cover, reward: a.reward, status: statusOf(a, now), start_time: unixSeconds(a.start_time), end_time: unixSeconds(a.end_time), match_id: a.match_id });

/** Activities (spec 000 §1; routes /activities and /activity/{id}). */
export function activityRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post<{ Body: { status?: number } }>('/api/activity/getActivityList', { schema: { body: ref('activity/list.request') } }, async (request) => {
    const now = clock.now();
    const all = (await db.query<ActivityRow>('select * from activities order by start_time desc, id')).map((a) => present(a, now));
    const wanted = request.body.status;
    const list = all.filter((a) => wanted === undefined || a.status === wanted).sort((a, b) => listOrder.indexOf(a.status) - listOrder.indexOf(b.status));
    return ok({ list, total: list.length });
  });

  app.post<{ Body: { id: number } }>('/api/activity/getActivityInfo', { schema: { body: ref('activity/id.request') } }, async (request) => {
    const now = clock.now();
    const [row] = await db.query<ActivityRow>('select * from activities where id = $1', [request.body.id]);
    if (!row) throw new ApiError(apiStatus.notFound, '活动不存在');
    const [match] = row.match_id ? await loadMatches(context, now, 'm.id = $1', [row.match_id]) : [];
    return ok({ ...present(row, now), body: row.body, match: match ?? null });
  });
}
