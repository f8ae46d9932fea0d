import type { VideoCategory } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/** POST /api/video/getCategories (docs/api.md "Videos"): the category tabs, in display order. */
export async function getCategories(): Promise<VideoCategory[]> {
  return (await api.post<{ list: VideoCategory[] }>('/api/video/getCategories', {}, { hideLoading: true })).list;
}
