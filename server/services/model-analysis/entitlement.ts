import type { ServerContext } from '../server-context.ts';
import { allModelsBenefit, benefitTypeOf, type ModelKind } from './plans.ts';

/**
 * Whether a user may read a model's analysis now: a paid subscription to it (or to all models) that runs now, or an
 * unexpired benefit of the model's type or allModel (spec 000 §4 benefit types), granted by tasks and activities.
 * VIP alone opens no model: the VIP plans (issue 16) say which models they include.
 */
export async function isEntitled(context: ServerContext, userId: number, kind: ModelKind): Promise<boolean> {
  const now = context.clock.now().toISOString();
  const [row] = await context.db.query<{ entitled: boolean }>(
    `select exists (select 1 from model_subscriptions where user_id = $1 and status = 1 and kind in (0, $2) and starts_at <= $3 and ends_at > $3)
         or exists (select 1 from benefits where user_id = $1 and type in ($4, $5) and expires_at > $3) as entitled`,
    [userId, kind, now, benefitTypeOf[kind], allModelsBenefit],
  );
  return row.entitled;
}
