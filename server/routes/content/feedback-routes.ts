import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { DomainError } from '../../domain/errors.ts';
import { ref } from '../../http/api-schemas.ts';
import type { CustomerServiceRequest, MyFeedbackRequest, ReportRequest } from '../../../schema/generated/api.ts';
import { listFeedback, publishFeedback } from '../../domain/content/feedback/feedback.ts';
import { optionalUserId, requireUser } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';
import { publishReport } from '../../domain/content/feedback/reports.ts';
import type { Defaulted } from '../../http/request-types.ts';

/** Messages and reports to customer service and their replies (spec 000 §2 feedback routes; docs/api.md "Feedback"). */
export function feedbackRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;
  const feedbackLimit = context.limits.feedback;

  app.post<{ Body: Required<CustomerServiceRequest> }>(
    '/api/customerservice/publish',
    { schema: { body: ref('misc/customer-service.request') } },
    async (request) => {
      const { category, content, contact, images } = request.body;
      const userId = (await optionalUserId(context, request)) ?? null;
      // Per fan when signed in, per address for guests: fans behind one network do not use up each other's messages.
      if (!(await feedbackLimit.hit(userId === null ? `ip:${request.ip}` : `user:${userId}`)))
        throw new DomainError('TOO_MANY_REQUESTS', '提交过于频繁，请稍后再试');
      return ok({ id: await publishFeedback(db, { userId, category, content, contact, images }, clock.now()) });
    },
  );

  // A report of a chat user or group (/c2c-feedback): signed in, within the same hourly allowance as messages.
  app.post<{ Body: Required<ReportRequest> }>(
    '/api/customerservice/report',
    { schema: { body: ref('misc/report.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      if (!(await feedbackLimit.hit(`user:${user.id}`))) throw new DomainError('TOO_MANY_REQUESTS', '提交过于频繁，请稍后再试');
      return ok({ id: await publishReport(db, user.id, request.body, clock.now()) });
    },
  );

  app.post<{ Body: Defaulted<MyFeedbackRequest, 'page' | 'size'> }>(
    '/api/customerservice/getMyFeedback',
    { schema: { body: ref('misc/my-feedback.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { page, size } = request.body;
      return ok({ ...(await listFeedback(db, user.id, page, size)), page, size });
    },
  );
}
