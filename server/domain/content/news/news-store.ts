import type { ContentLanguage, Database } from '../../ports.ts';

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
const shownAt = "n.status = 'published' and n.published_at <= $1 and (n.end_at is null or n.end_at > $1)";

/** An item's columns, its words in the language `$lang` names where it has them in it (else its own). */
const inLanguage = (lang: string) => `n.id, n.category, coalesce(t.title, n.title) as title, coalesce(t.summary, n.summary) as summary,
  coalesce(t.body, n.body) as body, n.cover, n.league_id, n.match_id, n.published_at
  from news n left join news_translations t on t.news_id = n.id and t.lang = ${lang}`;

/** A page of the news shown at `at`, newest first, of one category or all, with how many there are, in `lang`. */
export async function publishedNews(
  db: Database,
  at: string,
  category: string | undefined,
  page: number,
  size: number,
  lang: ContentLanguage,
): Promise<{ rows: NewsRow[]; total: number }> {
  const params: unknown[] = [at];
  const where = `${shownAt}${category ? ` and n.category = $${params.push(category)}` : ''}`;
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from news n where ${where}`, params);
  const rows = await db.query<NewsRow>(
    `select ${inLanguage(`$${params.length + 3}`)} where ${where}
     order by n.published_at desc, n.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, size, (page - 1) * size, lang],
  );
  return { rows, total };
}

/** One item shown at `at`, in `lang`, or undefined. */
export async function publishedItem(db: Database, id: number, at: string, lang: ContentLanguage): Promise<NewsRow | undefined> {
  const [row] = await db.query<NewsRow>(`select ${inLanguage('$3')} where n.id = $2 and ${shownAt}`, [at, id, lang]);
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
