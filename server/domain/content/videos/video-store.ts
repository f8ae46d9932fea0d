import type { ContentLanguage, Database } from '../../ports.ts';

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
 * for a guest) and the title in `lang` where the video has one in it (else its own). `tail` holds the order and limits.
 */
export async function loadVideos(
  db: Database,
  userId: number | undefined,
  where: string,
  params: unknown[],
  tail: string,
  lang: ContentLanguage,
): Promise<VideoRow[]> {
  const fan = `$${params.length + 1}`;
  const rows = await db.query<VideoRow & { title_in_lang: string | null }>(
    `select v.*, u.nick_name, u.avatar, t.title as title_in_lang,
       (v.base_likes + (select count(*) from video_likes l where l.video_id = v.id))::int as likes,
       exists (select 1 from video_likes l where l.video_id = v.id and l.user_id = ${fan}) as liked,
       (select count(*) from video_comments c where c.video_id = v.id)::int as comment_count
     from videos v join users u on u.id = v.author_id
     left join video_translations t on t.video_id = v.id and t.lang = $${params.length + 2}
     where ${where} ${tail}`,
    [...params, userId ?? 0, lang],
  );
  return rows.map(({ title_in_lang, ...row }) => ({ ...row, title: title_in_lang ?? row.title }));
}

/** How many videos match `where` (the same clause and parameters as {@link loadVideos}). */
export async function countVideos(db: Database, where: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ total: number }>(`select count(*)::int as total from videos v where ${where}`, params);
  return row.total;
}

/** Counts a play of a recorded video (on top of the seeded base); false when there is no such recorded video. */
export async function countRecordPlay(db: Database, id: number): Promise<boolean> {
  const counted = await db.query("update videos set views = views + 1 where id = $1 and kind = 'record' returning id", [id]);
  return counted.length > 0;
}

/** Records a fan's like of a video (once). */
export async function insertVideoLike(db: Database, userId: number, videoId: number, at: string): Promise<void> {
  await db.query('insert into video_likes (user_id, video_id, created_at) values ($1, $2, $3) on conflict do nothing', [
    userId,
    videoId,
    at,
  ]);
}

/** Takes a fan's like of a video back. */
export async function deleteVideoLike(db: Database, userId: number, videoId: number): Promise<void> {
  await db.query('delete from video_likes where user_id = $1 and video_id = $2', [userId, videoId]);
}

/** Sets a video's title; false when there is no such video. */
export async function setVideoTitle(db: Database, id: number, title: string): Promise<boolean> {
  return (await db.query('update videos set title = $2 where id = $1 returning id', [id, title])).length > 0;
}

/** Drops a video's translated titles (its own title then reads in every language). */
export async function deleteVideoTranslations(db: Database, id: number): Promise<void> {
  await db.query('delete from video_translations where video_id = $1', [id]);
}

/** A video's length in seconds when it is of `kind`, for its playlist; undefined otherwise. */
export async function videoDuration(db: Database, id: number, kind: 'record' | 'short'): Promise<number | undefined> {
  const [video] = await db.query<{ duration: number }>('select duration from videos where id = $1 and kind = $2', [id, kind]);
  return video?.duration;
}

/** Whether `videoId` is a video of `kind`: ids are one space, so a call that names the wrong kind finds nothing. */
export async function isVideoOfKind(db: Database, videoId: number, kind: 'record' | 'short'): Promise<boolean> {
  return (await db.query('select 1 from videos where id = $1 and kind = $2', [videoId, kind])).length > 0;
}
