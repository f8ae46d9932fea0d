import type { FastifyInstance } from 'fastify';
import type { ReviewApplicationRequest } from '../../../schema/generated/api.ts';
import type { Defaulted } from '../../http/request-types.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import type { ServerContext } from '../../server-context.ts';
import { reviewApplication } from '../../domain/rooms/applications.ts';

/** The operator reviews a fan's application to become an anchor. */
export function roomAdminRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post<{ Body: Defaulted<ReviewApplicationRequest, 'reason'> }>(
    '/application/review',
    { schema: { body: ref('admin/review-application.request') } },
    async (request) => ok(await reviewApplication(db, request.body.id, request.body.approve, request.body.reason, clock.now())),
  );
}
