import type { Database } from '../db/database.ts';

/** A video row with its author and the counts the client shows. */
export interface VideoRow {
  id: number;
  kind: 'record' | 'short';
  title: string;
  cover: string;
  duration: number;
  author_id: number;
  category_id: number | null;
  collection_id: number | null;
  collection_order: number | null;
  match_id: number | null;
  base_views: number;
  views: number;
  base_likes: number;
  /** The seed's number, no longer answered: the count is of the stored comments (comment_count). */
  comments: number;
  comment_count: number;
  published_at: string | Date;
  nick_name: string;
  avatar: string;
  likes: number;
  liked: boolean;
}

/**
 * Loads videos matching `where` (over `videos v`, parameters $1...), with `liked` for the fan `userId` (0 or undefined
 * for a guest). `tail` holds the order and limits.
 */
export function loadVideos(db: Database, userId: number | undefined, where: string, params: unknown[], tail: string): Promise<VideoRow[]> {
  const fan = `$${params.length + 1}`;
  return db.query<VideoRow>(
    `select v.*, u.nick_name, u.avatar,
       (v.base_likes + (select count(*) from video_likes l where l.video_id = v.id))::int as likes,
       exists (select 1 from video_likes l where l.video_id = v.id and l.user_id = ${fan}) as liked,
       (select count(*) from video_comments c where c.video_id = v.id)::int as comment_count
     from videos v join users u on u.id = v.author_id where ${where} ${tail}`,
    [...params, userId ?? 0],
  );
}

/** How many videos match `where` (the same clause and parameters as {@link loadVideos}). */
export async function countVideos(db: Database, where: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ total: number }>(`select count(*)::int as total from videos v where ${where}`, params);
  return row.total;
}

const unixSeconds = (value: string | Date) => Math.floor(new Date(value).getTime() / 1000);
const author = (row: VideoRow) => ({ id: row.author_id, nick_name: row.nick_name, avatar: row.avatar });

/** A recorded video as the API answers it (schema/api/models/record-video.json). */
export function presentRecordVideo(row: VideoRow, origin: string) {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    duration: row.duration,
    views: row.base_views + row.views,
    likes: row.likes,
    liked: row.liked ? 1 : 0,
    author: author(row),
    category_id: row.category_id ?? 0,
    collection_id: row.collection_id ?? 0,
    match_id: row.match_id ?? 0,
    published_at: unixSeconds(row.published_at),
    play_url: `${origin}/vod/hls/${row.id}.m3u8`,
  };
}

/** A short (vertical) video as the API answers it (schema/api/models/short-video.json). */
export function presentShortVideo(row: VideoRow, origin: string) {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    duration: row.duration,
    views: row.base_views + row.views,
    likes: row.likes,
    liked: row.liked ? 1 : 0,
    // The comments the sheet lists: a seeded number the list cannot show would contradict it.
    comments: row.comment_count,
    author: author(row),
    published_at: unixSeconds(row.published_at),
    play_url: `${origin}/vod/short/${row.id}.m3u8`,
  };
}
