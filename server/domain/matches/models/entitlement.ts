import type { ServerContext } from '../../../server-context.ts';
import { modelsVipLevel } from '../../../services/vip/vip-plans.ts';
import { allModelsBenefit, benefitTypeOf, type ModelKind } from './plans.ts';

/**
 * Whether a user may read a model's analysis now: a paid subscription to it (or to all models) that runs now; a benefit
 * of the model's type or allModel (spec 000 §4 benefit types): one with a length runs from its use, one without opens
 * the model until it expires; or a running VIP of the year plan's level (server/services/vip/vip-plans.ts).
 */
export async function isEntitled(context: ServerContext, userId: number, kind: ModelKind): Promise<boolean> {
  const now = context.clock.now().toISOString();
  const [row] = await context.db.query<{ entitled: boolean }>(
    `select exists (select 1 from model_subscriptions where user_id = $1 and status = 1 and kind in (0, $2) and starts_at <= $3 and ends_at > $3)
         or exists (select 1 from benefits where user_id = $1 and type in ($4, $5)
                    and ((days = 0 and used_at is null and expires_at > $3) or (used_at is not null and used_at + days * interval '1 day' > $3)))
         or exists (select 1 from users where id = $1 and vip_level >= $6 and vip_date > $3) as entitled`,
    [userId, kind, now, benefitTypeOf[kind], allModelsBenefit, modelsVipLevel],
  );
  return row.entitled;
}
