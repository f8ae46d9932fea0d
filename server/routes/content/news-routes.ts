import type { FastifyInstance } from 'fastify';
import type { NewsIdRequest, NewsListRequest } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { newsItem, newsList } from '../../domain/content/news/news.ts';
import { matchView } from '../../domain/matches/matches.ts';
import { optionalUserId } from '../../http/session.ts';
import { readerLanguage } from '../../http/request-context.ts';
import type { ServerContext } from '../../server-context.ts';
import type { Defaulted } from '../../http/request-types.ts';

/** News (spec 000 §1). Items published after the server's now are not shown; bodies are plain paragraphs, never HTML. */
export function newsRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post<{ Body: Defaulted<NewsListRequest, 'page' | 'size'> }>(
    '/api/news/getNewsList',
    { schema: { body: ref('news/list.request') } },
    async (request) => {
      const { category, page, size } = request.body;
      return ok(await newsList(db, clock.now(), category, page, size, readerLanguage(request, context.language)));
    },
  );

  app.post<{ Body: NewsIdRequest }>('/api/news/getNewsInfo', { schema: { body: ref('news/id.request') } }, async (request) => {
    const now = clock.now();
    const matches = { byId: (id: number) => matchView(context, now, id) };
    const userId = await optionalUserId(context, request);
    return ok(await newsItem(db, request.body.id, now, userId, matches, readerLanguage(request, context.language)));
  });
}
