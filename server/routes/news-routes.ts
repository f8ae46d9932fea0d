import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import { serverDate, unixSeconds } from '../clock.ts';
import { newsCategories } from '../seed/news.ts';
import { loadMatches } from '../domain/matches/matches.ts';
import { optionalUserId } from '../http/session.ts';
import type { ServerContext } from '../server-context.ts';

interface NewsRow {
  id: number;
  category: string;
  title: string;
  summary: string;
  body: string[];
  cover: string;
  league_id: number | null;
  match_id: number | null;
  published_at: string;
}

const summaryOf = (n: NewsRow) => ({
  id: n.id,
  category: n.category,
  title: n.title,
  summary: n.summary,
  cover: n.cover,
  league_id: n.league_id,
  match_id: n.match_id,
  time: unixSeconds(n.published_at),
});

/** News (spec 000 §1). Items published after the server's now are not shown; bodies are plain paragraphs, never HTML. */
export function newsRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post<{ Body: { category?: string; page: number; size: number } }>(
    '/api/news/getNewsList',
    { schema: { body: ref('news/list.request') } },
    async (request) => {
      const { category, page, size } = request.body;
      const params: unknown[] = [clock.now().toISOString()];
      const where = `published_at <= $1${category ? ` and category = $${params.push(category)}` : ''}`;
      const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from news where ${where}`, params);
      const rows = await db.query<NewsRow>(
        `select * from news where ${where} order by published_at desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, size, (page - 1) * size],
      );
      return ok({ list: rows.map(summaryOf), total, page, size, categories: newsCategories });
    },
  );

  app.post<{ Body: { id: number } }>('/api/news/getNewsInfo', { schema: { body: ref('news/id.request') } }, async (request) => {
    const now = clock.now();
    const [row] = await db.query<NewsRow>('select * from news where id = $1 and published_at <= $2', [request.body.id, now.toISOString()]);
    if (!row) throw new DomainError('NOT_FOUND', '资讯不存在');
    const userId = await optionalUserId(context, request);
    // The readInfo task counts the news a signed-in fan opened today.
    if (userId !== undefined)
      await db.query('insert into news_reads (user_id, news_id, read_day) values ($1, $2, $3) on conflict do nothing', [
        userId,
        row.id,
        serverDate(now),
      ]);
    const [league] = row.league_id
      ? await db.query<{ id: number; name_zh: string; short_name_zh: string; logo: string }>(
          'select id, name_zh, short_name_zh, logo from leagues where id = $1',
          [row.league_id],
        )
      : [];
    const [match] = row.match_id ? await loadMatches(context, now, 'm.id = $1', [row.match_id]) : [];
    return ok({ ...summaryOf(row), body: row.body, league: league ?? null, match: match ?? null });
  });
}
