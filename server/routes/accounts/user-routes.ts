import type { FastifyInstance } from 'fastify';
import type { ChangePasswordRequest, LoginRequest, RegisterRequest, ResetPasswordRequest } from '../../../schema/generated/api.ts';
import { changePassword, guestIdentity, register, resetPassword, signIn } from '../../domain/accounts/sign-in.ts';
import { userInfo } from '../../domain/accounts/users.ts';
import { ref } from '../../http/api-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { contextOf } from '../../http/request-context.ts';
import { requireUser } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';

/** Signing up and in: guests' chat identity, registration, login, one's own info, passwords. */
export function userRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post('/api/user/getGuestInfo', async () => ok(guestIdentity(context.imSecret, clock.now())));

  app.post<{ Body: RegisterRequest }>('/webapi/user/regist', { schema: { body: ref('user/register.request') } }, async (request) => {
    const { account, password, nick_name, invite_code } = request.body;
    const input = {
      account,
      password,
      nickName: nick_name,
      inviteCode: invite_code,
      spSource: contextOf(request).spSource ?? 0,
      address: request.ip,
      device: request.headers['user-agent'] ?? '',
    };
    const { user, token } = await register(db, input, clock.now());
    return ok(userInfo(user, token, clock.now(), context.imSecret));
  });

  app.post<{ Body: LoginRequest }>('/webapi/user/login', { schema: { body: ref('user/login.request') } }, async (request) => {
    const { account, password } = request.body;
    const { user, token } = await signIn(
      db,
      context.limits.login,
      { account, password, address: request.ip, device: request.headers['user-agent'] ?? '' },
      clock.now(),
    );
    return ok(userInfo(user, token, clock.now(), context.imSecret));
  });

  app.post('/webapi/User/getUserInfo', async (request) => {
    const user = await requireUser(context, request);
    return ok(userInfo(user, user.token, clock.now(), context.imSecret));
  });

  const changePasswordBody = { anyOf: [ref('user/change-password.request'), ref('user/reset-password.request')] };

  /** Signed in with the old password, or (forgot-password) with an SMS code to the bound phone. */
  app.post<{ Body: ChangePasswordRequest | ResetPasswordRequest }>(
    '/api/user/changePwd',
    { schema: { body: changePasswordBody } },
    async (request) => {
      const body = request.body;
      if ('mobile' in body) await resetPassword(db, context.sessions, body, clock.now());
      else await changePassword(db, context.sessions, await requireUser(context, request), body);
      return ok(null);
    },
  );
}
