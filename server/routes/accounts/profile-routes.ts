import type { FastifyInstance } from 'fastify';
import type { EditUserInfoRequest, SearchUsersRequest, UserIdRequest } from '../../../schema/generated/api.ts';
import { editProfile, joinThirdMember, lastOnline, liveLog, privateAgents, publicUser } from '../../domain/accounts/profiles.ts';
import { searchUsers } from '../../domain/accounts/user-search.ts';
import { ref } from '../../http/api-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser, requireUserId } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';

/** One's own profile, another user's public info, finding fans, the watch log, private agents. */
export function profileRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post<{ Body: EditUserInfoRequest }>(
    '/api/user/editUserInfo',
    { schema: { body: ref('user/edit-user-info.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(await editProfile(db, context.cache, user, request.body));
    },
  );

  app.post<{ Body: UserIdRequest }>('/api/user/getUserBasicInfo', { schema: { body: ref('user/user-id.request') } }, async (request) =>
    ok(await publicUser(db, request.body, clock.now())),
  );

  app.post<{ Body: SearchUsersRequest }>('/api/user/searchUsers', { schema: { body: ref('user/search-users.request') } }, async (request) =>
    ok(await searchUsers(db, await requireUserId(context, request), request.body)),
  );

  app.post<{ Body: UserIdRequest }>('/api/user/getUserLastOnline', { schema: { body: ref('user/user-id.request') } }, async (request) =>
    ok(await lastOnline(db, request.body)),
  );

  app.post('/webapi/user/getLiveLog', async (request) => {
    const user = await requireUser(context, request);
    return ok(await liveLog(db, user.id));
  });

  app.post('/api/user/getUserThirdPrivateAgent', async (request) => {
    await requireUser(context, request);
    return ok(await privateAgents(db, clock.now()));
  });

  app.post('/api/user/updateThirdMember', async (request) => {
    const user = await requireUser(context, request);
    return ok(await joinThirdMember(db, user.id));
  });
}
