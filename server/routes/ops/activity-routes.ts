import type { FastifyInstance } from 'fastify';
import { createActivity, editActivity, listActivityDesk, moveActivityItem } from '../../domain/money/activities/activity-desk.ts';
import type { ServerContext } from '../../server-context.ts';
import { deskRoutes } from './desk-routes.ts';

/**
 * The activities fans read at /m/activities (issue 36 §5, docs/operators.md "Activities"): created as drafts fans
 * never see, published, edited (the fee and award only before anyone joined) and withdrawn at the version read
 * (desk-routes.ts).
 */
export function activityRoutes(app: FastifyInstance, context: ServerContext): void {
  deskRoutes(app, context, {
    path: '/activities',
    kind: 'activity',
    listAnswer: 'ops/activities.response',
    list: listActivityDesk,
    create: createActivity,
    edit: editActivity,
    move: moveActivityItem,
  });
}
