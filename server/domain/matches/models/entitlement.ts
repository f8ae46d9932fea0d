import type { MatchReads } from '../ports.ts';
import { modelsVipLevel } from '../../money/vip/vip-plans.ts';
import { entitledNow } from './model-store.ts';
import { allModelsBenefit, benefitTypeOf, type ModelKind } from './plans.ts';

/**
 * Whether a user may read a model's analysis now: a paid subscription to it (or to all models) that runs now; a benefit
 * of the model's type or allModel (spec 000 §4 benefit types): one with a length runs from its use, one without opens
 * the model until it expires; or a running VIP of the year plan's level (server/domain/money/vip/vip-plans.ts).
 */
export async function isEntitled(context: Pick<MatchReads, 'db' | 'clock'>, userId: number, kind: ModelKind): Promise<boolean> {
  return entitledNow(context.db, {
    userId,
    kind,
    now: context.clock.now().toISOString(),
    benefitTypes: [benefitTypeOf[kind], allModelsBenefit],
    vipLevel: modelsVipLevel,
  });
}
