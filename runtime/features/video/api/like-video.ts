import { api } from '../../../core/http/api.ts';

/** POST /api/video/like {id, type}: like (true) or unlike a recorded or short video; signed in only. */
export function likeVideo(id: number, like: boolean): Promise<{ liked: 0 | 1; likes: number }> {
  return api.post<{ liked: 0 | 1; likes: number }>('/api/video/like', { id, type: like ? 1 : 0 }, { hideLoading: true });
}
