import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { newToken, signImUser } from '../security/tokens.ts';
import type { ServerContext } from '../server-context.ts';
import { grantWelcomeBenefits } from '../services/benefits.ts';
import { creditInviter } from '../services/invites.ts';
import { postMessage, welcomeMessage } from '../services/system-messages.ts';
import { createSession } from '../services/sessions.ts';
import { requireUser } from '../http/session.ts';
import { useSmsCode } from '../services/sms-codes.ts';
import { conflictAs, userInfo, type UserRow } from '../services/users.ts';
import { contextOf } from '../http/request-context.ts';

let dummyHash: Promise<string> | undefined;
/** A real scrypt hash of a random password, to verify against when the account does not exist. */
const unknownAccountHash = () => (dummyHash ??= hashPassword(newToken()));

/** Guests get a chat identity valid for a day; the client asks again once expire_time has passed. */
const guestLifetimeSeconds = 24 * 3600;

export function userRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post('/api/user/getGuestInfo', async () => {
    const userid = `guest_${newToken().slice(0, 16)}`;
    const expire_time = Math.floor(clock.now().getTime() / 1000) + guestLifetimeSeconds;
    return ok({ userid, txim_sign: signImUser(context.imSecret, userid, expire_time), expire_time });
  });

  app.post<{ Body: { account: string; password: string; nick_name?: string; invite_code?: string } }>(
    '/webapi/user/regist',
    { schema: { body: ref('user/register.request') } },
    async (request) => {
      const { account, password, nick_name, invite_code } = request.body;
      // Checked first only to skip the costly password hash; the unique index below is what decides under races.
      const [taken] = await db.query('select 1 from users where lower(account) = lower($1)', [account]);
      if (taken) throw new DomainError('CONFLICT', '该账号已被注册');
      const now = clock.now().toISOString();
      // A phone-number account is only a name: the phone is bound (mobile) after an SMS check, never here.
      const [user] = await db
        .query<UserRow>(
          `insert into users (account, password_hash, nick_name, sp_source, regist_time, last_login, last_online)
         values ($1, $2, $3, $4, $5, $5, $5) returning *`,
          [account, await hashPassword(password), nick_name ?? account, contextOf(request).spSource ?? 0, now],
        )
        .catch(conflictAs('该账号已被注册'));
      await grantWelcomeBenefits(db, user.id, clock.now());
      await postMessage(db, welcomeMessage(user.id), clock.now());
      if (invite_code) await creditInviter(db, user, invite_code, request.ip, clock.now());
      return ok(userInfo(context, user, await createSession(context, user.id)));
    },
  );

  app.post<{ Body: { account: string; password: string } }>(
    '/webapi/user/login',
    { schema: { body: ref('user/login.request') } },
    async (request) => {
      const { account, password } = request.body;
      const limitKey = `${account.toLowerCase()}|${request.ip}`;
      // Once blocked, not even the right password gets through until the window ends: otherwise guessing never stops.
      if (await context.limits.login.blocked(limitKey)) throw new DomainError('TOO_MANY_REQUESTS', '登录尝试过于频繁，请10分钟后再试');
      const [user] = await db.query<UserRow>('select * from users where lower(account) = lower($1)', [account]);
      // Unknown accounts cost the same scrypt work, so neither the answer nor its timing tells which accounts exist.
      const valid = await verifyPassword(password, user?.password_hash ?? (await unknownAccountHash()));
      if (!user || !valid) {
        await context.limits.login.hit(limitKey);
        throw new DomainError('BAD_INPUT', '账号或密码错误');
      }
      await context.limits.login.reset(limitKey);
      const now = clock.now().toISOString();
      await db.query('update users set last_login = $1, last_online = $1 where id = $2', [now, user.id]);
      return ok(userInfo(context, { ...user, last_login: now, last_online: now }, await createSession(context, user.id)));
    },
  );

  app.post('/webapi/User/getUserInfo', async (request) => {
    const user = await requireUser(context, request);
    return ok(userInfo(context, user, user.token));
  });

  type ChangePassword = { old_password: string; new_password: string } | { mobile: string; sms_code: string; new_password: string };
  const changePasswordBody = { anyOf: [ref('user/change-password.request'), ref('user/reset-password.request')] };

  /** Signed in with the old password, or (forgot-password) with an SMS code to the bound phone. */
  app.post<{ Body: ChangePassword }>('/api/user/changePwd', { schema: { body: changePasswordBody } }, async (request) => {
    const body = request.body;
    if ('mobile' in body) {
      if (!(await useSmsCode(db, body.mobile, 'login', body.sms_code, clock.now())))
        throw new DomainError('BAD_INPUT', '短信验证码错误或已过期');
      const [user] = await db.query<UserRow>('select * from users where mobile = $1', [body.mobile]);
      if (!user) throw new DomainError('NOT_FOUND', '该手机号未绑定账号');
      await db.transaction(async (tx) => {
        await tx.query('update users set password_hash = $1 where id = $2', [await hashPassword(body.new_password), user.id]);
        await tx.query('delete from sessions where user_id = $1', [user.id]);
      });
      context.sessions.forgetUser(user.id);
      return ok(null);
    }
    const user = await requireUser(context, request);
    if (!(await verifyPassword(body.old_password, user.password_hash))) throw new DomainError('BAD_INPUT', '原密码错误');
    await db.transaction(async (tx) => {
      await tx.query('update users set password_hash = $1 where id = $2', [await hashPassword(body.new_password), user.id]);
      await tx.query('delete from sessions where user_id = $1 and token <> $2', [user.id, user.token]);
    });
    context.sessions.forgetUser(user.id, user.token);
    return ok(null);
  });
}
