import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import { captchaSvg } from '../services/captcha.ts';
import type { ServerContext } from '../server-context.ts';
import { requireUser } from '../http/session.ts';
import { issueSmsCode, useSmsCode } from '../services/sms-codes.ts';
import { conflictAs, unixSeconds, type UserRow } from '../services/users.ts';
import { isVip } from '../services/vip/vip-membership.ts';

/**
 * What anyone may see of another user: never the phone, balance, token or account name. `isVIP` is the membership by
 * the server clock (a chat profile's VIP badge), since vip_level alone outlives an ended membership.
 */
function publicInfo(user: UserRow, now: Date) {
  return {
    id: user.id,
    uid: String(user.id),
    nick_name: user.nick_name,
    avatar: user.avatar,
    signature: user.signature,
    user_level: user.user_level,
    is_anchor: user.is_anchor ? 1 : 0,
    vip_level: user.vip_level,
    isVIP: isVip(user, now),
  };
}

/** The account calls beyond sign-in: captcha and SMS codes, phone binding, profile, public info, logs. */
export function accountRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.get<{ Querystring: { code?: string } }>('/api/user/smsCaptcha', async (request, reply) => {
    const key = String(request.query.code ?? '');
    if (!/^[A-Za-z0-9_-]{6,64}$/.test(key)) throw new DomainError('BAD_INPUT', '参数错误: code 需为 6 到 64 位字母或数字');
    return reply
      .header('Cache-Control', 'no-store')
      .type('image/svg+xml')
      .send(captchaSvg(await context.captchas.issue(key)));
  });

  app.post<{ Body: { mobile: string; captcha: string; code: string } }>(
    '/webapi/user/sendCode',
    { schema: { body: ref('user/send-code.request') } },
    async (request) => {
      const { mobile, captcha, code } = request.body;
      if (!(await context.captchas.check(code, captcha))) throw new DomainError('BAD_INPUT', '图形验证码错误，请刷新后重试');
      if (!(await context.limits.sendCode.hit(`login:${mobile}`)))
        throw new DomainError('TOO_MANY_REQUESTS', '验证码发送过于频繁，请1分钟后再试');
      await issueSmsCode(db, mobile, 'login', clock.now());
      return ok(null);
    },
  );

  app.post<{ Body: { mobile: string } }>(
    '/api/user/sendVerifyCode',
    { schema: { body: ref('user/verify-code.request') } },
    async (request) => {
      await requireUser(context, request);
      if (!(await context.limits.sendCode.hit(`bind:${request.body.mobile}`)))
        throw new DomainError('TOO_MANY_REQUESTS', '验证码发送过于频繁，请1分钟后再试');
      await issueSmsCode(db, request.body.mobile, 'bind', clock.now());
      return ok(null);
    },
  );

  app.post<{ Body: { mobile: string; sms_code: string } }>(
    '/api/User/bindPhone',
    { schema: { body: ref('user/bind-phone.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      if (!(await useSmsCode(db, request.body.mobile, 'bind', request.body.sms_code, clock.now())))
        throw new DomainError('BAD_INPUT', '短信验证码错误或已过期');
      // The unique index on mobile decides, race-free.
      await db
        .query('update users set mobile = $1 where id = $2', [request.body.mobile, user.id])
        .catch(conflictAs('该手机号已绑定其他账号'));
      return ok({ mobile: request.body.mobile });
    },
  );

  app.post<{ Body: { nick_name?: string; avatar?: string; signature?: string } }>(
    '/api/user/editUserInfo',
    { schema: { body: ref('user/edit-user-info.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { nick_name = user.nick_name, avatar = user.avatar, signature = user.signature } = request.body;
      await db.query('update users set nick_name = $1, avatar = $2, signature = $3 where id = $4', [nick_name, avatar, signature, user.id]);
      // Anchors' names and avatars show in rooms, which are read through the cache.
      context.cache.clear();
      return ok({ nick_name, avatar, signature });
    },
  );

  /** The user a public call names, by `id` or `userid`. */
  const namedUser = async (body: { id?: number; userid?: number }) => {
    const [user] = await db.query<UserRow>('select * from users where id = $1', [body.id ?? body.userid]);
    if (!user) throw new DomainError('NOT_FOUND', '用户不存在');
    return user;
  };

  app.post<{ Body: { id?: number; userid?: number } }>(
    '/api/user/getUserBasicInfo',
    { schema: { body: ref('user/user-id.request') } },
    async (request) => {
      return ok(publicInfo(await namedUser(request.body), clock.now()));
    },
  );

  app.post<{ Body: { id?: number; userid?: number } }>(
    '/api/user/getUserLastOnline',
    { schema: { body: ref('user/user-id.request') } },
    async (request) => {
      return ok({ last_online: unixSeconds((await namedUser(request.body)).last_online) });
    },
  );

  app.post('/webapi/user/getLiveLog', async (request) => {
    const user = await requireUser(context, request);
    const rows = await db.query<{
      liveid: number;
      watched_at: string;
      title: string;
      nick_name: string;
      avatar: string;
      anchor_id: number;
    }>(
      `select l.liveid, l.watched_at, r.title, u.nick_name, u.avatar, r.anchor_id from live_log l
       join rooms r on r.liveid = l.liveid join users u on u.id = r.anchor_id
       where l.user_id = $1 order by l.watched_at desc limit 50`,
      [user.id],
    );
    return ok({
      list: rows.map((r) => ({
        liveid: r.liveid,
        anchorid: r.anchor_id,
        title: r.title,
        nick_name: r.nick_name,
        avatar: r.avatar,
        time: unixSeconds(r.watched_at),
      })),
    });
  });

  app.post('/api/user/getUserThirdPrivateAgent', async (request) => {
    await requireUser(context, request);
    const agents = await db.query<UserRow>('select * from users where is_anchor_admin order by id limit 3');
    return ok({ list: agents.map((agent) => publicInfo(agent, clock.now())) });
  });

  app.post('/api/user/updateThirdMember', async (request) => {
    const user = await requireUser(context, request);
    const [row] = await db.query<{ third_member: number }>('update users set third_member = 1 where id = $1 returning third_member', [
      user.id,
    ]);
    return ok({ third_member: row.third_member });
  });
}
