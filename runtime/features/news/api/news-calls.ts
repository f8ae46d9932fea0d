import type { NewsDetail, NewsPage } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/** The news calls (docs/api.md "News"); quiet: the page shows its own states. */
const quiet = { hideLoading: true, noToast: true } as const;

export const newsApi = {
  list: (category: string, page: number, size = 10) =>
    api.post<NewsPage>('/api/news/getNewsList', { category: category || undefined, page, size }, quiet),
  /** Opening an article counts toward the signed-in fan's readInfo task (server side). */
  info: (id: number) => api.post<NewsDetail>('/api/news/getNewsInfo', { id }, quiet),
};
