import type { CheckInResult, TaskInfo, TaskReward } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/** Task calls (docs/api.md "Tasks and check-in"); quiet: the page shows its own states and the server's messages. */
const call = <T>(path: string, body: Record<string, unknown> = {}) => api.post<T>(path, body, { hideLoading: true, noToast: true });

export const getTaskInfo = () => call<TaskInfo>('/api/task/getTaskList');
export const checkIn = () => call<CheckInResult>('/api/task/checkIn');
export const receiveReward = (prop: string) => call<TaskReward>('/api/task/receiveReward', { prop });
