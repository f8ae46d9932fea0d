import type { ModelDetail } from '../../../../schema/generated/api.ts';
import { modelCall } from './model-call.ts';

/** One model's analysis of a match: signed in and entitled only (status 4 otherwise, the paywall). */
export const getModelDetail = (kind: number, id: number) => modelCall<ModelDetail>('/api/model/getModelDetail', { kind, id });
