import type { ModelHome } from '../../../../schema/generated/api.ts';
import { modelCall } from './model-call.ts';

/** The four models with their records (/data). */
export const getModelHome = () => modelCall<ModelHome>('/api/model/getModelHome');
