import type { RecordVideo } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/** One page of a video list. */
export interface VideoPage<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** POST /api/video/getVideoList: recorded videos of a category, newest first, one page. */
export function getVideoList(categoryId: number, page: number, size: number): Promise<VideoPage<RecordVideo>> {
  return api.post<VideoPage<RecordVideo>>('/api/video/getVideoList', { category_id: categoryId, page, size }, { hideLoading: true });
}
