import type { ContentLanguage, Database } from '../../ports.ts';
import { countVideos, loadVideos, type VideoRow } from './video-store.ts';

/** Newest first; the id breaks ties so paging never repeats or skips a video. */
const newestKeys = 'v.published_at desc, v.id desc';
const newestFirst = `order by ${newestKeys}`;
/** The title a reader of the feed's language reads: its translation where it has one, else the row's own. */
const titleRead = 'coalesce(t.title, v.title)';
const relatedLimit = 8;

/**
 * A collection with its video count and total plays (schema/api/models/video-collection.json), its title and
 * description in `lang` where it has them in it.
 */
async function loadCollections(db: Database, where: string, params: unknown[], lang: ContentLanguage) {
  const rows = await db.query<{
    id: number;
    category_id: number;
    title: string;
    description: string;
    cover: string;
    count: number;
    views: number;
  }>(
    `select c.id, c.category_id, coalesce(t.title, c.title) as title, coalesce(t.description, c.description) as description, c.cover,
       count(v.id)::int as count, coalesce(sum(v.base_views + v.views), 0)::int as views
     from video_collections c left join videos v on v.collection_id = c.id
     left join video_collection_translations t on t.collection_id = c.id and t.lang = $${params.length + 1}
     where ${where} group by c.id, t.title, t.description order by c.id`,
    [...params, lang],
  );
  return rows;
}

/** The collections of a category, or of every category with 0. */
export function collectionsOfCategory(db: Database, categoryId: number | undefined, lang: ContentLanguage) {
  return loadCollections(db, categoryId ? 'c.category_id = $1' : 'true', categoryId ? [categoryId] : [], lang);
}

/** One collection, or undefined. */
export async function collectionById(db: Database, id: number, lang: ContentLanguage) {
  const [collection] = await loadCollections(db, 'c.id = $1', [id], lang);
  return collection;
}

/** The lists of the video calls, over {@link loadVideos}, with titles in `lang`. */
export function videoFeeds(db: Database, lang: ContentLanguage) {
  return {
    /** Recorded videos of a category or a collection (a collection in its own order), one page. */
    async records(
      filter: { categoryId?: number; collectionId?: number },
      page: number,
      size: number,
      userId?: number,
    ): Promise<{ list: VideoRow[]; total: number }> {
      const clauses = ["v.kind = 'record'"];
      const params: unknown[] = [];
      if (filter.categoryId) clauses.push(`v.category_id = $${params.push(filter.categoryId)}`);
      if (filter.collectionId) clauses.push(`v.collection_id = $${params.push(filter.collectionId)}`);
      const where = clauses.join(' and ');
      const order = filter.collectionId ? 'order by v.collection_order, v.id' : newestFirst;
      const [list, total] = await Promise.all([
        loadVideos(db, userId, where, params, `${order} limit ${size} offset ${(page - 1) * size}`, lang),
        countVideos(db, where, params),
      ]);
      return { list, total };
    },

    /** One video of a kind ('any' for the like call, which serves both), or none. */
    byId(id: number, userId: number | undefined, kind: 'record' | 'short' | 'any' = 'record'): Promise<VideoRow[]> {
      return kind === 'any'
        ? loadVideos(db, userId, 'v.id = $1', [id], '', lang)
        : loadVideos(db, userId, 'v.id = $1 and v.kind = $2', [id, kind], '', lang);
    },

    /** Up to eight others: the rest of its collection in order, then the newest of its category. */
    async related(video: VideoRow, userId?: number): Promise<VideoRow[]> {
      const inCollection = video.collection_id
        ? await loadVideos(
            db,
            userId,
            'v.collection_id = $1 and v.id <> $2',
            [video.collection_id, video.id],
            `order by v.collection_order limit ${relatedLimit}`,
            lang,
          )
        : [];
      const seen = [video.id, ...inCollection.map((v) => v.id)];
      const rest = relatedLimit - inCollection.length;
      const inCategory =
        rest > 0
          ? await loadVideos(
              db,
              userId,
              "v.kind = 'record' and v.category_id = $1 and not (v.id = any($2::int[]))",
              [video.category_id, seen],
              `${newestFirst} limit ${rest}`,
              lang,
            )
          : [];
      return [...inCollection, ...inCategory];
    },

    /**
     * Recorded videos whose title, as a reader of `lang` reads it, contains the LIKE `pattern`: those starting with
     * `start` first, then newest. One statement over the videos and their translation in `lang` (its primary key, video
     * and language); a substring match reads every recorded video, which the demo's and a brand's hundreds allow.
     */
    matching(pattern: string, start: string, userId?: number): Promise<VideoRow[]> {
      const where = `v.kind = 'record' and ${titleRead} ilike $1`;
      return loadVideos(db, userId, where, [pattern, start], `order by (${titleRead} ilike $2) desc, ${newestKeys}`, lang);
    },

    /**
     * The short-video feed, newest first, one page. With `startId` it begins at that video (what /shortvideo/{id}
     * opens on); undefined when that video does not exist.
     */
    async shorts(startId: number, page: number, size: number, userId?: number): Promise<{ list: VideoRow[]; total: number } | undefined> {
      const clauses = ["v.kind = 'short'"];
      const params: unknown[] = [];
      if (startId) {
        const [start] = await db.query<{ published_at: string }>("select published_at from videos where id = $1 and kind = 'short'", [
          startId,
        ]);
        if (!start) return undefined;
        clauses.push(`(v.published_at, v.id) <= ($${params.push(start.published_at)}::timestamptz, $${params.push(startId)}::int)`);
      }
      const where = clauses.join(' and ');
      const [list, total] = await Promise.all([
        loadVideos(db, userId, where, params, `${newestFirst} limit ${size} offset ${(page - 1) * size}`, lang),
        countVideos(db, where, params),
      ]);
      return { list, total };
    },
  };
}
