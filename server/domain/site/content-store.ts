import type { Database } from '../ports.ts';

/** The kinds of the home page's content an operator writes. */
export type ContentKind = 'banner' | 'announcement';
/** What an operator last did to a row. */
export type ContentStatus = 'draft' | 'published' | 'withdrawn';

/** A row of site_content. */
export interface ContentRow {
  id: number;
  kind: ContentKind;
  title: string;
  title_pt: string;
  image: string;
  link: string;
  sort: number;
  status: ContentStatus;
  publish_at: Date | null;
  end_at: Date | null;
  updated_at: Date;
  /** Bumped by every change: an edit names the version it was read at. */
  version: number;
}

/** The fields an operator writes. */
export interface ContentFields {
  title: string;
  title_pt: string;
  image: string;
  link: string;
  sort: number;
  publish_at: Date | null;
  end_at: Date | null;
}

const columns = 'id, kind, title, title_pt, image, link, sort, status, publish_at, end_at, updated_at, version';

/** Every row of one kind of the site, in the order the fan app shows them (sort, then newest). */
export function contentOf(db: Database, site: string, kind: ContentKind): Promise<ContentRow[]> {
  return db.query<ContentRow>(`select ${columns} from site_content where site = $1 and kind = $2 order by sort, id desc`, [site, kind]);
}

/** The published rows of one kind showing at `now`: published at or before it, not yet ended. */
export function liveContentOf(db: Database, site: string, kind: ContentKind, now: Date): Promise<ContentRow[]> {
  return db.query<ContentRow>(
    `select ${columns} from site_content
      where site = $1 and kind = $2 and status = 'published'
        and (publish_at is null or publish_at <= $3) and (end_at is null or end_at > $3)
      order by sort, id desc`,
    [site, kind, now],
  );
}

/** One row of the site, or undefined (a row of another site is not this site's). */
export async function contentRow(db: Database, site: string, id: number): Promise<ContentRow | undefined> {
  const [row] = await db.query<ContentRow>(`select ${columns} from site_content where site = $1 and id = $2`, [site, id]);
  return row;
}

/** Adds a row in `status`; answers it. */
export async function insertContent(
  db: Database,
  site: string,
  kind: ContentKind,
  fields: ContentFields,
  status: ContentStatus,
  now: Date,
): Promise<ContentRow> {
  const [row] = await db.query<ContentRow>(
    `insert into site_content (site, kind, title, title_pt, image, link, sort, status, publish_at, end_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) returning ${columns}`,
    [site, kind, fields.title, fields.title_pt, fields.image, fields.link, fields.sort, status, fields.publish_at, fields.end_at, now],
  );
  return row;
}

/** Rewrites the fields of a row read at `version`; answers it after, or undefined when it changed since (or is not the site's). */
export async function updateContent(
  db: Database,
  site: string,
  id: number,
  version: number,
  fields: ContentFields,
  now: Date,
): Promise<ContentRow | undefined> {
  const [row] = await db.query<ContentRow>(
    `update site_content set title = $3, title_pt = $4, image = $5, link = $6, sort = $7, publish_at = $8, end_at = $9, updated_at = $10,
       version = version + 1
      where site = $1 and id = $2 and version = $11 returning ${columns}`,
    [site, id, fields.title, fields.title_pt, fields.image, fields.link, fields.sort, fields.publish_at, fields.end_at, now, version],
  );
  return row;
}

/**
 * Moves a row from `from` to `to` only if it is still in `from` (two operators acting at once: one wins); answers
 * the row after, or undefined when it was not in `from`.
 */
export async function moveContent(
  db: Database,
  site: string,
  id: number,
  from: ContentStatus,
  to: ContentStatus,
  now: Date,
): Promise<ContentRow | undefined> {
  const [row] = await db.query<ContentRow>(
    `update site_content set status = $4, updated_at = $5, version = version + 1 where site = $1 and id = $2 and status = $3 returning ${columns}`,
    [site, id, from, to, now],
  );
  return row;
}

/**
 * Puts up the site's first content, as published, unless the site has any content already (kept or withdrawn). The
 * site's row is locked first, so two nodes starting at once put it up once.
 */
export async function insertContentIfNone(
  db: Database,
  site: string,
  rows: readonly (ContentFields & { kind: ContentKind })[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select 1 from sites where code = $1 for update', [site]);
    if ((await tx.query('select 1 from site_content where site = $1 limit 1', [site])).length > 0) return;
    for (const row of rows) await insertContent(tx, site, row.kind, row, 'published', now);
  });
}
