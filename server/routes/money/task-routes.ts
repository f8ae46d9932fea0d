import type { FastifyInstance } from 'fastify';
import type { TaskReceiveRequest } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import type { ServerContext } from '../../server-context.ts';
import { requireUser } from '../../http/session.ts';
import { checkIn, checkInWeek, receiveReward, taskInfo } from '../../domain/money/tasks/tasks.ts';

/** Tasks and daily check-in (spec 000 §3 Task info and Check-in result); every call needs a signed-in user. */
export function taskRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post('/api/task/getTaskList', async (request) => {
    const user = await requireUser(context, request);
    return ok(await taskInfo(db, user, clock.now()));
  });

  app.post<{ Body: TaskReceiveRequest }>('/api/task/receiveReward', { schema: { body: ref('task/receive.request') } }, async (request) => {
    const user = await requireUser(context, request);
    return ok(await receiveReward(db, user.id, request.body.prop, clock.now()));
  });

  app.post('/api/task/checkIn', async (request) => {
    const user = await requireUser(context, request);
    return ok(await checkIn(db, user.id, clock.now()));
  });

  app.post('/api/task/getCheckInInfo', async (request) => {
    const user = await requireUser(context, request);
    return ok(await checkInWeek(db, user.id, clock.now()));
  });
}
