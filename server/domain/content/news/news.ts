import { serverDate, unixSeconds } from '../../../clock.ts';
import { DomainError } from '../../errors.ts';
import type { ContentLanguage, Database } from '../../ports.ts';
import type { MatchCards } from '../ports.ts';
import { newsCategories } from './news-catalogue.ts';
import { leagueCard, publishedItem, publishedNews, recordRead, type NewsRow } from './news-store.ts';

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

/** A page of the news (spec 000 §1) in the fan's language: items published after `now` are not shown. */
export async function newsList(db: Database, now: Date, category: string | undefined, page: number, size: number, lang: ContentLanguage) {
  const { rows, total } = await publishedNews(db, now.toISOString(), category, page, size, lang);
  return { list: rows.map(summaryOf), total, page, size, categories: newsCategories };
}

/** One item with its body (plain paragraphs, never HTML), its league and its match; a signed-in reader's read is counted. */
export async function newsItem(
  db: Database,
  id: number,
  now: Date,
  userId: number | undefined,
  matches: MatchCards,
  lang: ContentLanguage,
) {
  const row = await publishedItem(db, id, now.toISOString(), lang);
  if (!row) throw new DomainError('NOT_FOUND', '资讯不存在');
  // The readInfo task counts the news a signed-in fan opened today.
  if (userId !== undefined) await recordRead(db, userId, row.id, serverDate(now));
  const league = row.league_id ? await leagueCard(db, row.league_id) : undefined;
  const match = row.match_id ? await matches.byId(row.match_id) : undefined;
  return { ...summaryOf(row), body: row.body, league: league ?? null, match: match ?? null };
}
