import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import { contextOf } from '../http/request-context.ts';
import { listBenefits } from '../services/benefits.ts';
import { optionalUserId, requireUser } from '../http/session.ts';
import type { ServerContext } from '../server-context.ts';
import { type UserRow } from '../domain/accounts/users.ts';
import { unixSeconds } from '../clock.ts';
import { isVip } from '../services/vip/vip-membership.ts';
import { vipPlanById, vipPlans } from '../services/vip/vip-plans.ts';
import { buyVip } from '../services/vip/vip-purchase.ts';

const vipBenefit = 1;

/** VIP (spec 000 §2 /vip-plans, /vip-user/{uid}; §4 VIP rule). The calls are not shown: docs/api.md "VIP". */
export function vipRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post('/api/vip/getPlans', async (request) => {
    const userId = await optionalUserId(context, request);
    const now = clock.now();
    const [user] = userId ? await db.query<UserRow>('select * from users where id = $1', [userId]) : [];
    if (!user) return ok({ list: vipPlans, isVIP: false, vip_level: 0, vip_date: 0, gold: 0, cards: [] });
    // The cards the fan can use now: unused and unexpired, soonest to expire first (one tap from the plans page).
    const { list } = await listBenefits(db, user.id, now, contextOf(request).lang, 1, 50);
    const cards = list.filter((b) => b.type === vipBenefit && b.used_at === 0 && b.expires_at * 1000 > now.getTime());
    return ok({
      list: vipPlans,
      isVIP: isVip(user, now),
      vip_level: user.vip_level,
      vip_date: unixSeconds(user.vip_date),
      gold: user.gold,
      cards,
    });
  });

  app.post<{ Body: { plan_id: number; request_id: string } }>(
    '/api/vip/buy',
    { schema: { body: ref('vip/buy.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const plan = vipPlanById(request.body.plan_id);
      if (!plan) throw new DomainError('NOT_FOUND', '套餐不存在');
      return ok(await buyVip(db, { userId: user.id, plan, requestId: request.body.request_id, now: clock.now() }));
    },
  );

  app.post<{ Body: { uid: number } }>('/api/vip/getVipUser', { schema: { body: ref('vip/vip-user.request') } }, async (request) => {
    const [user] = await db.query<UserRow>('select * from users where id = $1', [request.body.uid]);
    if (!user) throw new DomainError('NOT_FOUND', '用户不存在');
    const vip = isVip(user, clock.now());
    return ok({
      uid: String(user.id),
      nick_name: user.nick_name,
      avatar: user.avatar,
      isVIP: vip,
      vip_level: vip ? user.vip_level : 0,
      vip_date: vip ? unixSeconds(user.vip_date) : 0,
    });
  });
}
