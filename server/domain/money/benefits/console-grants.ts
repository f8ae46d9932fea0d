import type { Database } from '../../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { userExists } from '../wallet/wallet-store.ts';
import { grantBenefit } from './benefits.ts';

// A benefit an operator gives one fan from the console's fan page (docs/operators.md "Fans", docs/decisions.md
// "Benefits from the console"): a VIP card or a red packet of gold, which the fan sees in the new-benefit modal and
// uses from their benefits page, where using it extends their VIP or credits the gold through the ledger (kind
// `benefit`). Nothing is paid at the grant, so the books balance whether or not the fan ever uses it.

/** The limits the console's form checks too (console/validation/rules.ts). */
export const consoleGrantLimits = { vipDays: 365, gold: 100_000, reason: 100, validDays: 30 } as const;

/** What the console grants: `amount` is the VIP card's days or the red packet's gold. */
export interface ConsoleGrant {
  kind: 'vip' | 'gold';
  amount: number;
  reason: string;
}

const cards = {
  vip: { type: 1, name_zh: 'VIP会员卡', name_pt: 'Cartão VIP', max: consoleGrantLimits.vipDays },
  gold: { type: 7, name_zh: '金币红包', name_pt: 'Envelope de moedas', max: consoleGrantLimits.gold },
} as const;

/**
 * Grants the fan the benefit, to use within 30 days; refuses an amount out of its range or a blank reason with the
 * words the console's form uses. Answers the benefit as the audit log records it.
 */
export async function grantFromConsole(db: Database, userId: number, grant: ConsoleGrant, now: Date) {
  const card = cards[grant.kind];
  const reason = grant.reason.trim();
  if (!Number.isInteger(grant.amount) || grant.amount < 1 || grant.amount > card.max)
    throw new DomainError('BAD_INPUT', grant.kind === 'vip' ? `VIP 天数需在 1 到 ${card.max} 之间` : `金币数需在 1 到 ${card.max} 之间`);
  if (reason === '' || [...reason].length > consoleGrantLimits.reason)
    throw new DomainError('BAD_INPUT', `请填写发放原因（1 到 ${consoleGrantLimits.reason} 个字）`);
  if (!(await userExists(db, userId))) throw new DomainError('NOT_FOUND', '粉丝不存在');
  const vip = grant.kind === 'vip';
  const id = await grantBenefit(
    db,
    userId,
    {
      type: card.type,
      name_zh: card.name_zh,
      name_pt: card.name_pt,
      amount: vip ? 0 : grant.amount,
      days: vip ? grant.amount : 0,
      validDays: consoleGrantLimits.validDays,
    },
    now,
  );
  return { benefitId: id, kind: grant.kind, type: card.type, amount: grant.amount, reason };
}
