import type { Database } from '../../ports.ts';
import type { NewsCategory } from './news-catalogue.ts';

/** What an operator last did to an item. */
export type NewsStatus = 'draft' | 'published' | 'withdrawn';

/** A row of news as the console reads it. */
export interface NewsDeskRow {
  id: number;
  category: NewsCategory;
  title: string;
  summary: string;
  body: string[];
  cover: string;
  status: NewsStatus;
  published_at: Date | null;
  end_at: Date | null;
  seeded: boolean;
  edited_at: Date | null;
  version: number;
}

/** The fields an operator writes. */
export interface NewsFields {
  category: string;
  title: string;
  summary: string;
  body: string[];
  cover: string | null;
  published_at: Date | null;
  end_at: Date | null;
}

const columns = 'id, category, title, summary, body, cover, status, published_at, end_at, seeded, edited_at, version';

/** Every item, drafts first, then the newest publish time. */
export function deskNews(db: Database): Promise<NewsDeskRow[]> {
  return db.query<NewsDeskRow>(`select ${columns} from news order by published_at desc nulls first, id desc`);
}

/** One item, or undefined. */
export async function deskNewsRow(db: Database, id: number): Promise<NewsDeskRow | undefined> {
  const [row] = await db.query<NewsDeskRow>(`select ${columns} from news where id = $1`, [id]);
  return row;
}

/** Adds an operator's item as a draft (an id from its own sequence; the house picture of that id without a cover). */
export async function insertNews(db: Database, fields: NewsFields, now: Date): Promise<NewsDeskRow> {
  const [row] = await db.query<NewsDeskRow>(
    `with next as (select nextval('news_operator_ids')::int as id)
     insert into news (id, category, title, summary, body, cover, published_at, end_at, status, seeded, edited_at, version)
     select next.id, $1, $2, $3, $4, coalesce($5, '/static/pictures/news/' || next.id || '.svg'), $6, $7, 'draft', false, $8, 1 from next
     returning ${columns}`,
    [fields.category, fields.title, fields.summary, JSON.stringify(fields.body), fields.cover, fields.published_at, fields.end_at, now],
  );
  return row;
}

/**
 * Rewrites an item read at `version`: answers it after, or undefined when it changed since (or is gone). A published
 * item without a publish time keeps the one it went out at.
 */
export async function updateNews(
  db: Database,
  id: number,
  version: number,
  fields: NewsFields,
  now: Date,
): Promise<NewsDeskRow | undefined> {
  const [row] = await db.query<NewsDeskRow>(
    `update news set category = $3, title = $4, summary = $5, body = $6, cover = coalesce($7, cover),
       published_at = case when $8::timestamptz is null and status = 'published' then published_at else $8::timestamptz end,
       end_at = $9, edited_at = $10, version = version + 1
     where id = $1 and version = $2 returning ${columns}`,
    [
      id,
      version,
      fields.category,
      fields.title,
      fields.summary,
      JSON.stringify(fields.body),
      fields.cover,
      fields.published_at,
      fields.end_at,
      now,
    ],
  );
  // The console writes an item's words in one language: the seed's translations of it would hide them from fans who
  // read in another (docs/decisions.md "An edited news item in every language").
  if (row) await db.query('delete from news_translations where news_id = $1', [id]);
  return row;
}

/**
 * Moves an item read at `version` in one of `from` to `to`; publishing without a publish time publishes at `now`.
 * Answers it after, or undefined when it changed since.
 */
export async function moveNews(
  db: Database,
  id: number,
  version: number,
  from: readonly NewsStatus[],
  to: NewsStatus,
  now: Date,
): Promise<NewsDeskRow | undefined> {
  const [row] = await db.query<NewsDeskRow>(
    `update news set status = $4, edited_at = $5, version = version + 1,
       published_at = case when $4 = 'published' then coalesce(published_at, $5) else published_at end
     where id = $1 and version = $2 and status = any($3::text[]) returning ${columns}`,
    [id, version, from, to, now],
  );
  return row;
}
