import type { Database } from '../../ports.ts';

export interface NewsRow {
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

/**
 * What a fan sees at `$1`: a published item from its publish time until its end; never a draft or a withdrawn one
 * (docs/decisions.md "News statuses").
 */
const shownAt = "status = 'published' and published_at <= $1 and (end_at is null or end_at > $1)";

/** A page of the news published by `at`, newest first, of one category or all, with how many there are. */
export async function publishedNews(
  db: Database,
  at: string,
  category: string | undefined,
  page: number,
  size: number,
): Promise<{ rows: NewsRow[]; total: number }> {
  const params: unknown[] = [at];
  const where = `${shownAt}${category ? ` and category = $${params.push(category)}` : ''}`;
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from news where ${where}`, params);
  const rows = await db.query<NewsRow>(
    `select * from news where ${where} order by published_at desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, size, (page - 1) * size],
  );
  return { rows, total };
}

/** One item published by `at`, or undefined. */
export async function publishedItem(db: Database, id: number, at: string): Promise<NewsRow | undefined> {
  const [row] = await db.query<NewsRow>(`select * from news where id = $2 and ${shownAt}`, [at, id]);
  return row;
}

/** Notes that a fan opened an item on a day (once a day per item). */
export async function recordRead(db: Database, userId: number, newsId: number, day: string): Promise<void> {
  await db.query('insert into news_reads (user_id, news_id, read_day) values ($1, $2, $3) on conflict do nothing', [userId, newsId, day]);
}

/** The league an item is about, as the item's page shows it. */
export async function leagueCard(
  db: Database,
  leagueId: number,
): Promise<{ id: number; name_zh: string; short_name_zh: string; logo: string } | undefined> {
  const [league] = await db.query<{ id: number; name_zh: string; short_name_zh: string; logo: string }>(
    'select id, name_zh, short_name_zh, logo from leagues where id = $1',
    [leagueId],
  );
  return league;
}
