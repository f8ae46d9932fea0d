import type { ModelSubscribeResult } from '../../../../schema/generated/api.ts';
import { modelCall } from './model-call.ts';

/** Buys a plan with gold. `requestId` names one tap: a retry of the same call pays once. */
export const subscribe = (planId: number, requestId: string) =>
  modelCall<ModelSubscribeResult>('/api/model/subscribe', { plan_id: planId, request_id: requestId });
