import type { Activity, ActivityDetail } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/** The activity calls (docs/api.md "Activities"); quiet: the pages show their own states. */
const quiet = { hideLoading: true, noToast: true } as const;

export const activityApi = {
  list: () => api.post<{ list: Activity[]; total: number }>('/api/activity/getActivityList', {}, quiet),
  info: (id: number) => api.post<ActivityDetail>('/api/activity/getActivityInfo', { id }, quiet),
  join: (id: number) => api.post<{ joined: boolean; fee: number; repeated: boolean }>('/api/activity/join', { id }, quiet),
};
