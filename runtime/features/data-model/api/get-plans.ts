import type { ModelPlans } from '../../../../schema/generated/api.ts';
import { modelCall } from './model-call.ts';

/** The plans that open a model: its own and the all-model plans. */
export const getPlans = (kind: number) => modelCall<ModelPlans>('/api/model/getPlans', { kind });
