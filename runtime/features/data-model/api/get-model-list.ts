import type { ModelList } from '../../../../schema/generated/api.ts';
import { modelCall } from './model-call.ts';

/** A page of one model's matches, optionally of one model match status (waiting 1, inplay 2, finished 3). */
export const getModelList = (kind: number, status: number | undefined, page: number, size = 20) =>
  modelCall<ModelList>('/api/model/getModelList', { kind, status, page, size });

/** One match of a model's list as the server has it now (its hit and public pick once finished), or undefined. */
export const getModelMatch = (kind: number, matchid: number) =>
  modelCall<ModelList>('/api/model/getModelList', { kind, matchid }).then((answer) => answer.list[0]);
