import type { FastifyInstance } from 'fastify';
import type { ActivityIdRequest, ActivityListRequest } from '../../../schema/generated/api.ts';
import { activityInfo, activityList, joinActivity } from '../../domain/money/activities/activities.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { optionalUserId, requireUser } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';
import { matchView } from '../../domain/matches/matches.ts';

/** Activities (spec 000 §1; routes /activities and /activity/{id}); joining them (docs/decisions.md "Joining activities"). */
export function activityRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post<{ Body: ActivityListRequest }>(
    '/api/activity/getActivityList',
    { schema: { body: ref('activity/list.request') } },
    async (request) => ok(await activityList(db, clock.now(), request.body.status)),
  );

  app.post<{ Body: ActivityIdRequest }>(
    '/api/activity/getActivityInfo',
    { schema: { body: ref('activity/id.request') } },
    async (request) => {
      const now = clock.now();
      const userId = await optionalUserId(context, request);
      const matchOf = (matchId: number) => matchView(context, now, matchId);
      return ok(await activityInfo(db, { id: request.body.id, userId, now, matchOf }));
    },
  );

  app.post<{ Body: ActivityIdRequest }>('/api/activity/join', { schema: { body: ref('activity/id.request') } }, async (request) => {
    const user = await requireUser(context, request);
    return ok(await joinActivity(db, user.id, request.body.id, clock.now()));
  });
}
