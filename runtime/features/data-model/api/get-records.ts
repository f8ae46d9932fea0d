import type { ModelRecords } from '../../../../schema/generated/api.ts';
import { modelCall } from './model-call.ts';

/** A page of the fan's subscriptions, newest first. */
export const getRecords = (page: number, size = 20) => modelCall<ModelRecords>('/api/model/getSubscriptionRecords', { page, size });
