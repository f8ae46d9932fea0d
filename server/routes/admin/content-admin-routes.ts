import type { FastifyInstance } from 'fastify';
import type {
  AdminSiteAdsRequest,
  AdminSiteConfigRequest,
  AdminVideoEditRequest,
  FeedbackListRequest,
  FeedbackReplyRequest,
} from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { setSiteAd } from '../../domain/site/ads.ts';
import { updateSiteConfig } from '../../domain/site/site-config.ts';
import { replyToFeedback } from '../../domain/content/feedback/feedback.ts';
import { receivedFeedback } from '../../domain/content/feedback/reports.ts';
import { editVideoTitle } from '../../domain/content/videos/videos.ts';
import type { ServerContext } from '../../server-context.ts';
import type { Paged } from '../../http/request-types.ts';

/** The operator's side of the content and the site: customer service's inbox, the switch flags, the ads, video titles. */
export function contentAdminRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  // What customer service received (messages, and the chat's reports with what they name), newest first.
  app.post<{ Body: Paged<FeedbackListRequest> }>(
    '/feedback/list',
    { schema: { body: ref('admin/feedback-list.request') } },
    async (request) => ok(await receivedFeedback(db, request.body.category, request.body.page, request.body.size)),
  );

  // Customer service's answer to a message, once; the fan reads it in their system messages and on the feedback page.
  app.post<{ Body: FeedbackReplyRequest }>('/feedback/reply', { schema: { body: ref('admin/feedback-reply.request') } }, async (request) =>
    ok(await replyToFeedback(db, request.body.id, request.body.reply, clock.now())),
  );

  app.post<{ Body: AdminSiteConfigRequest }>('/site/config', { schema: { body: ref('admin/site-config.request') } }, async (request) =>
    ok(await updateSiteConfig(db, context.site, request.body)),
  );

  // The operator's ads (docs/decisions.md "Ad slots"): one slot at a time, null takes it down.
  app.post<{ Body: AdminSiteAdsRequest }>('/site/ads', { schema: { body: ref('admin/site-ads.request') } }, async (request) =>
    ok(await setSiteAd(db, context.site, request.body.slot, request.body.ad)),
  );

  app.post<{ Body: AdminVideoEditRequest }>('/video/edit', { schema: { body: ref('admin/video-edit.request') } }, async (request) => {
    await editVideoTitle(db, request.body.id, request.body.title);
    return ok(null);
  });
}
