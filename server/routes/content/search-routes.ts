import { contextOf, originOf, readerLanguage } from '../../http/request-context.ts';
import { optionalUserId } from '../../http/session.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SearchKeywordRequest, SearchPagedRequest } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { DomainError } from '../../domain/errors.ts';
import { ref } from '../../http/api-schemas.ts';
import { searchAll, searchHome, searchTypes, type SearchReader, type SearchType } from '../../domain/content/search/search.ts';
import type { SearchSources } from '../../domain/content/ports.ts';
import { matchesNamedLike } from '../../domain/matches/matches.ts';
import { loadRooms, presentRoom } from '../../domain/rooms/rooms.ts';
import { roomCrowd } from '../rooms/chat-ports.ts';
import type { ServerContext } from '../../server-context.ts';

/** The matches and rooms a search reads, from their areas, presented for the asking page. */
function searchSources(context: ServerContext, request: FastifyRequest): SearchSources {
  return {
    anchors: async (pattern) => {
      const rooms = await loadRooms(context, { search: pattern });
      return rooms.map((r) => presentRoom(r, context.clock.now(), originOf(request), contextOf(request).lang, roomCrowd(context)));
    },
    matches: (pattern) => matchesNamedLike(context, context.clock.now(), pattern),
  };
}

/** Who asks, for the videos' titles in their language and whether they like each. */
async function searchReader(context: ServerContext, request: FastifyRequest): Promise<SearchReader> {
  return {
    lang: readerLanguage(request, context.language),
    origin: originOf(request),
    userId: await optionalUserId(context, request),
  };
}

/**
 * Search (spec 000 §7): /api/search/{events,teams,matches} and /webapi/search/{type}, where the multiple type takes
 * only {keyword} and answers a few of each type, and every other type takes {keyword, page, size}.
 */
export function searchRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db } = context;
  for (const type of ['events', 'teams', 'matches'] as const) {
    app.post<{ Body: SearchKeywordRequest }>(
      `/api/search/${type}`,
      { schema: { body: ref('search/keyword.request') } },
      async (request) => {
        const list = await searchAll(db, searchSources(context, request), type, request.body.keyword, await searchReader(context, request));
        return ok({ list: list.slice(0, 50), total: list.length });
      },
    );
  }

  app.post('/api/search/raceHome', async () => ok(await searchHome(db)));

  app.post<{ Body: SearchKeywordRequest }>(
    '/webapi/search/multiple',
    { schema: { body: ref('search/keyword.request') } },
    async (request) => {
      const sources = searchSources(context, request);
      const reader = await searchReader(context, request);
      const entries = await Promise.all(
        searchTypes.map(async (type) => [type, (await searchAll(db, sources, type, request.body.keyword, reader)).slice(0, 5)] as const),
      );
      return ok(Object.fromEntries(entries));
    },
  );

  app.post<{ Params: { type: string }; Body: SearchPagedRequest }>(
    '/webapi/search/:type',
    { schema: { body: ref('search/paged.request') } },
    async (request) => {
      const type = request.params.type as SearchType;
      if (!searchTypes.includes(type)) throw new DomainError('BAD_INPUT', `参数错误: 搜索类型只能是 ${searchTypes.join(', ')} 或 multiple`);
      const { keyword, page, size } = request.body;
      const all = await searchAll(db, searchSources(context, request), type, keyword, await searchReader(context, request));
      return ok({ list: all.slice((page - 1) * size, page * size), total: all.length, page, size });
    },
  );
}
