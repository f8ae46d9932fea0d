import type { ShortVideo, VideoInfo } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/** What a video share page shows, whichever kind it is. */
export interface SharedVideo {
  id: number;
  title: string;
  cover: string;
  duration: number;
  views: number;
  author: { nick_name: string; avatar: string };
  play_url: string;
}

/**
 * A shared video: recorded (POST /api/video/getVideoInfo) or short (POST /api/video/getShortVideo). An unknown id
 * answers status 3: the page shows its own not-found state, so the failure toast is suppressed.
 */
export async function getSharedVideo(kind: 'record' | 'short', id: number): Promise<SharedVideo> {
  const options = { hideLoading: true, noToast: true };
  if (kind === 'short') return api.post<ShortVideo>('/api/video/getShortVideo', { id }, options);
  return (await api.post<VideoInfo>('/api/video/getVideoInfo', { id }, options)).video;
}
