import { contextOf, originOf } from '../http/request-context.ts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import { searchAll, searchTypes, type SearchType } from '../services/search.ts';
import type { ServerContext } from '../server-context.ts';

const hotKeywords = ['英超', 'NBA', '中超', '西甲', '巴甲', 'CBA'];

/**
 * Search (spec 000 §7): /api/search/{events,teams,matches} and /webapi/search/{type}, where the multiple type takes
 * only {keyword} and answers a few of each type, and every other type takes {keyword, page, size}.
 */
export function searchRoutes(app: FastifyInstance, context: ServerContext): void {
  for (const type of ['events', 'teams', 'matches'] as const) {
    app.post<{ Body: { keyword: string } }>(`/api/search/${type}`, { schema: { body: ref('search/keyword.request') } }, async (request) => {
      const list = await searchAll(context, type, request.body.keyword, originOf(request), contextOf(request).lang);
      return ok({ list: list.slice(0, 50), total: list.length });
    });
  }

  app.post('/api/search/raceHome', async () => {
    const leagues = await context.db.query(
      'select id, sport_id, kind, name_zh, short_name_zh, name_en, short_name_en, logo from leagues order by id limit 6',
    );
    return ok({ hot_keywords: hotKeywords, hot_events: leagues });
  });

  app.post<{ Body: { keyword: string } }>(
    '/webapi/search/multiple',
    { schema: { body: ref('search/keyword.request') } },
    async (request) => {
      const entries = await Promise.all(
        searchTypes.map(
          async (type) =>
            [type, (await searchAll(context, type, request.body.keyword, originOf(request), contextOf(request).lang)).slice(0, 5)] as const,
        ),
      );
      return ok(Object.fromEntries(entries));
    },
  );

  app.post<{ Params: { type: string }; Body: { keyword: string; page: number; size: number } }>(
    '/webapi/search/:type',
    { schema: { body: ref('search/paged.request') } },
    async (request) => {
      const type = request.params.type as SearchType;
      if (!searchTypes.includes(type)) throw new DomainError('BAD_INPUT', `参数错误: 搜索类型只能是 ${searchTypes.join(', ')} 或 multiple`);
      const { keyword, page, size } = request.body;
      const all = await searchAll(context, type, keyword, originOf(request), contextOf(request).lang);
      return ok({ list: all.slice((page - 1) * size, page * size), total: all.length, page, size });
    },
  );
}
