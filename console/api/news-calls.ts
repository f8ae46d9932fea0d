import type {
  OpsNewsCreateRequest,
  OpsNewsItem,
  OpsNewsList,
  OpsNewsMoveRequest,
  OpsNewsUpdateRequest,
} from '../../schema/generated/api.ts';
import { api } from './api.ts';

/** Every news item fans read at /m/headline, in every status, with the server clock's instant they were read at. */
export const readNews = () => api.get<OpsNewsList>('/news');

/** Writes a new item, a draft. */
export const createNews = (body: OpsNewsCreateRequest) => api.send<OpsNewsItem>('POST', '/news', body);

/** Rewrites an item read at `version`; one changed since is refused (status 6) naming who changed it and when. */
export const editNews = (id: number, version: number, body: OpsNewsCreateRequest) =>
  api.send<OpsNewsItem>('PATCH', `/news/${id}`, { ...body, version } satisfies OpsNewsUpdateRequest);

/** Publishes or withdraws an item read at `version`. */
export const moveNews = (id: number, move: 'publish' | 'withdraw', version: number) =>
  api.send<OpsNewsItem>('POST', `/news/${id}/${move}`, { version } satisfies OpsNewsMoveRequest);
