import type { RecordVideo, VideoCollection } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/** POST /api/video/getCollection {id}: the collection and its videos in order (status 3 when unknown, shown by the page). */
export function getCollection(id: number): Promise<{ collection: VideoCollection; list: RecordVideo[] }> {
  return api.post<{ collection: VideoCollection; list: RecordVideo[] }>(
    '/api/video/getCollection',
    { id },
    { hideLoading: true, noToast: true },
  );
}

/** POST /api/video/getCollections {category_id}: the collections of a category, for the strip above its videos. */
export async function getCollections(categoryId: number): Promise<VideoCollection[]> {
  return (await api.post<{ list: VideoCollection[] }>('/api/video/getCollections', { category_id: categoryId }, { hideLoading: true }))
    .list;
}
