import { api } from '../../../core/http/api.ts';
import type { LiveCategory } from './live-types.ts';

/** The live categories (足球, 篮球, 综合), for the tabs of /live. */
export function getCategories(): Promise<LiveCategory[]> {
  return api.get<LiveCategory[]>('/webapi/live/getCategory', {}, { hideLoading: true, noToast: true });
}
