import type { FastifyPluginAsync } from 'fastify';
import type { PushEndpointRequest, PushSubscribeRequest } from '../../../schema/generated/api.ts';
import { pushTopics } from '../../domain/push/match-notices.ts';
import { subscribe, subscriptionTopics, unsubscribe } from '../../domain/push/subscriptions.ts';
import { ref } from '../../http/api-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { contextOf } from '../../http/request-context.ts';
import { requireUserId } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';

/** Web Push (docs/push.md): the server's public key, and a fan's device subscribing, changing topics and opting out. */
export const pushRoutes: FastifyPluginAsync<{ context: ServerContext }> = async (app, { context }) => {
  const { db, clock, push } = context;

  app.get('/api/push/key', async () => ok({ key: push.keys.publicKey, topics: [...pushTopics] }));

  app.post<{ Body: PushSubscribeRequest }>('/api/push/subscribe', { schema: { body: ref('push/subscribe.request') } }, async (request) => {
    const userId = await requireUserId(context, request);
    const { endpoint, keys, topics } = request.body;
    return ok(await subscribe({ db, clock, policy: push.policy }, userId, { endpoint, keys, topics }, contextOf(request).lang));
  });

  app.post<{ Body: PushEndpointRequest }>('/api/push/unsubscribe', { schema: { body: ref('push/endpoint.request') } }, async (request) =>
    ok(await unsubscribe(db, await requireUserId(context, request), request.body.endpoint)),
  );

  app.post<{ Body: PushEndpointRequest }>('/api/push/subscription', { schema: { body: ref('push/endpoint.request') } }, async (request) =>
    ok(await subscriptionTopics(db, await requireUserId(context, request), request.body.endpoint)),
  );
};
