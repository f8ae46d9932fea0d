import { imError } from '../errors.ts';
import { hasAbility, type CommercialAbility } from '../protocol/purchase-bits.ts';

export { CommercialAbility, hasAbility, validPurchaseBits } from '../protocol/purchase-bits.ts';

/**
 * Throws CANNOT_USE_COMMERCIAL_ABILITY unless the application bought `ability` (spec 001 §5, §6). Every call that
 * needs a purchased ability makes this check first, before anything is sent.
 */
export function requireAbility(context: { purchaseBits(): string }, ability: CommercialAbility): void {
  if (!hasAbility(context.purchaseBits(), ability))
    throw imError('CANNOT_USE_COMMERCIAL_ABILITY', `this application has not purchased the ${ability} ability`);
}
