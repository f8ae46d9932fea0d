import type { ModelSubscribeResult } from '../../../../schema/generated/api.ts';
import { modelCall } from './model-call.ts';

/** Buys a plan with gold. `requestId` names one tap: a retry of the same call pays once. */
export const subscribe = (planId: number, requestId: string) => modelCall<ModelSubscribeResult>('/api/model/subscribe', { plan_id: planId, request_id: requestId });

/** A new idempotency key for one tap: 24 random hex characters. */
export function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
}
