import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { contextOf } from '../../http/request-context.ts';
import type { ServerContext } from '../../server-context.ts';
import { requireUser } from '../../http/session.ts';
import type { OperateFriendRequest } from '../../../schema/generated/api.ts';
import { protocolText } from '../../domain/content/protocols.ts';
import { addFriend } from '../../domain/content/friends.ts';

/** The protocol texts and the live room's friend request. */
export function miscRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.get<{ Querystring: { type?: string } }>('/webapi/protocal/getProtocal', async (request) => {
    return ok(protocolText(Number(request.query.type), contextOf(request).lang));
  });

  app.post<{ Body: OperateFriendRequest }>(
    '/api/live/addOperateFriend',
    { schema: { body: ref('live/operate-friend.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(await addFriend(db, user.id, request.body.operate_uid, request.body.liveid, clock.now()));
    },
  );
}
