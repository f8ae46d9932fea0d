import { api } from '../../../core/http/api.ts';

/**
 * The database screens draw their own skeletons and error states, so their calls show no 加载中... toast and no
 * failure toast (spec 000 §8 hideLoading and toast suppression); a not-found answer (status 3) reaches the page.
 */
export function databaseCall<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  return api.post<T>(`/api/SportDatabase/${path}`, body, { hideLoading: true, noToast: true });
}
