import { unixSeconds } from '../../../clock.ts';
import { DomainError } from '../../errors.ts';
import type { ContentLanguage, Database } from '../../ports.ts';
import { collectionById, collectionsOfCategory, videoFeeds } from './video-feed-store.ts';
import {
  countRecordPlay,
  deleteVideoLike,
  deleteVideoTranslations,
  insertVideoLike,
  setVideoTitle,
  videoDuration,
  type VideoRow,
} from './video-store.ts';

const author = (row: VideoRow) => ({ id: row.author_id, nick_name: row.nick_name, avatar: row.avatar });

/** A recorded video as the API answers it (schema/api/models/record-video.json). */
function presentRecordVideo(row: VideoRow, origin: string) {
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
function presentShortVideo(row: VideoRow, origin: string) {
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

const notFound = () => new DomainError('NOT_FOUND', '视频不存在');

/** The collections of a category, or of all with 0, each with its video count and plays, in the fan's language. */
export function videoCollections(db: Database, categoryId: number | undefined, lang: ContentLanguage) {
  return collectionsOfCategory(db, categoryId, lang);
}

/** A page of recorded videos of a category or a collection. */
export async function recordList(
  db: Database,
  filter: { categoryId?: number; collectionId?: number },
  page: number,
  size: number,
  userId: number | undefined,
  origin: string,
  lang: ContentLanguage,
) {
  const { list, total } = await videoFeeds(db, lang).records(filter, page, size, userId);
  return { list: list.map((v) => presentRecordVideo(v, origin)), total, page, size };
}

/** A recorded video's page: the video (opening it is a play), its collection and the related videos. */
export async function recordPage(db: Database, id: number, userId: number | undefined, origin: string, lang: ContentLanguage) {
  const feeds = videoFeeds(db, lang);
  // Opening the page is a play: the counter is the server's, on top of the seeded base.
  if (!(await countRecordPlay(db, id))) throw notFound();
  const [video] = await feeds.byId(id, userId);
  const collection = video.collection_id ? await collectionById(db, video.collection_id, lang) : undefined;
  const related = await feeds.related(video, userId);
  return {
    video: presentRecordVideo(video, origin),
    collection: collection ?? null,
    related: related.map((v) => presentRecordVideo(v, origin)),
  };
}

/** A collection with its videos in order (the first 50). */
export async function collectionPage(db: Database, id: number, userId: number | undefined, origin: string, lang: ContentLanguage) {
  const collection = await collectionById(db, id, lang);
  if (!collection) throw new DomainError('NOT_FOUND', '合集不存在');
  const { list } = await videoFeeds(db, lang).records({ collectionId: collection.id }, 1, 50, userId);
  return { collection, list: list.map((v) => presentRecordVideo(v, origin)) };
}

/**
 * Recorded videos found by search: their title in `lang` (else their own) contains `pattern` (a LIKE pattern), those
 * starting with `start` first.
 */
export async function recordsMatching(
  db: Database,
  pattern: string,
  start: string,
  reader: { userId?: number; origin: string; lang: ContentLanguage },
) {
  const rows = await videoFeeds(db, reader.lang).matching(pattern, start, reader.userId);
  return rows.map((v) => presentRecordVideo(v, reader.origin));
}

/** A page of the short-video feed, from `startId` when given. */
export async function shortList(
  db: Database,
  startId: number,
  page: number,
  size: number,
  userId: number | undefined,
  origin: string,
  lang: ContentLanguage,
) {
  const feed = await videoFeeds(db, lang).shorts(startId, page, size, userId);
  if (!feed) throw notFound();
  return { list: feed.list.map((v) => presentShortVideo(v, origin)), total: feed.total, page, size };
}

/** One short video. */
export async function shortVideo(db: Database, id: number, userId: number | undefined, origin: string, lang: ContentLanguage) {
  const [video] = await videoFeeds(db, lang).byId(id, userId, 'short');
  if (!video) throw notFound();
  return presentShortVideo(video, origin);
}

/** Sets whether a fan likes a video of either kind; answers the like and the count after. */
export async function likeVideo(db: Database, id: number, userId: number, like: boolean, now: Date) {
  // Only the like and its count are answered, so the title's language does not matter.
  const feeds = videoFeeds(db, 'cn');
  const [video] = await feeds.byId(id, userId, 'any');
  if (!video) throw notFound();
  if (like) await insertVideoLike(db, userId, video.id, now.toISOString());
  else await deleteVideoLike(db, userId, video.id);
  const [after] = await feeds.byId(video.id, userId, 'any');
  return { liked: after.liked ? 1 : 0, likes: after.likes };
}

/**
 * The operator renames a video. Their title is the one for every language from then on, so the video's translated
 * titles go with the rename, in its transaction.
 */
export async function editVideoTitle(db: Database, id: number, title: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await setVideoTitle(tx, id, title))) throw notFound();
    await deleteVideoTranslations(tx, id);
  });
}

/** A video's length in seconds when it is of `kind` (what its playlist lists); undefined for no such video. */
export function playableDuration(db: Database, id: number, kind: 'record' | 'short'): Promise<number | undefined> {
  return videoDuration(db, id, kind);
}
