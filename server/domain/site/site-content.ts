import type { OpsContentItem } from '../../../schema/generated/api.ts';
import { DomainError } from '../errors.ts';
import { lineOf } from '../plain-text.ts';
import { instantOf, scheduleState, type ScheduleState } from '../schedule.ts';
import type { Database } from '../ports.ts';
import { bannersIn, homeAnnouncement } from './site-catalogue.ts';
import {
  contentOf,
  contentRow,
  insertContent,
  insertContentIfNone,
  liveContentOf,
  moveContent,
  updateContent,
  type ContentFields,
  type ContentKind,
  type ContentRow,
  type ContentStatus,
} from './content-store.ts';

export type { ContentKind, ContentStatus } from './content-store.ts';

/** Where a row stands for the fans at an instant (docs/decisions.md "Content statuses"). */
export type ContentState = ScheduleState;

/** What an operator writes of a row; dates as ISO 8601 text, null for "at once" and "no end". */
export interface ContentInput {
  title: string;
  titlePt: string;
  image?: string;
  link?: string;
  sort?: number;
  publishAt?: string | null;
  endAt?: string | null;
}

/** A row as the console shows it: the answer's schema (schema/api/ops/content-item.json). */
export type ContentItem = OpsContentItem;

/** The longest texts of each kind: a banner's title sits on one slide; an announcement scrolls in the ticker. */
export const contentLimits = {
  banner: { title: 40, titlePt: 60 },
  announcement: { title: 100, titlePt: 160 },
} as const;

/** Where a row stands at `now`. */
export function contentState(row: Pick<ContentRow, 'status' | 'publish_at' | 'end_at'>, now: Date): ContentState {
  return scheduleState(row.status, row.publish_at, row.end_at, now);
}

function present(row: ContentRow, now: Date): ContentItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    titlePt: row.title_pt,
    image: row.image,
    link: row.link,
    sort: row.sort,
    status: row.status,
    state: contentState(row, now),
    publishAt: row.publish_at?.toISOString() ?? null,
    endAt: row.end_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  };
}

/** The fields of a row from what the operator wrote, checked against the rules of its kind. */
function fieldsOf(kind: ContentKind, input: ContentInput): ContentFields {
  const limits = contentLimits[kind];
  const title = lineOf(input.title, limits.title, '中文标题');
  const titlePt = lineOf(input.titlePt, limits.titlePt, '葡语标题');
  const image = input.image?.trim() ?? '';
  const link = input.link?.trim() ?? '';
  if (kind === 'banner' && image === '') throw new DomainError('BAD_INPUT', '轮播图需要一张图片');
  if (kind === 'banner' && link === '') throw new DomainError('BAD_INPUT', '轮播图需要一个链接');
  if (kind === 'announcement' && (image !== '' || link !== '')) throw new DomainError('BAD_INPUT', '公告只有文字，没有图片和链接');
  const publishAt = instantOf(input.publishAt, '发布时间');
  const endAt = instantOf(input.endAt, '结束时间');
  if (publishAt && endAt && endAt <= publishAt) throw new DomainError('BAD_INPUT', '结束时间必须晚于发布时间');
  return { title, title_pt: titlePt, image, link, sort: input.sort ?? 0, publish_at: publishAt, end_at: endAt };
}

/** Every row of one kind of the site, as the console lists it. */
export async function listContent(db: Database, site: string, kind: ContentKind, now: Date): Promise<ContentItem[]> {
  return (await contentOf(db, site, kind)).map((row) => present(row, now));
}

/** A new row, a draft until an operator publishes it. */
export async function createContent(db: Database, site: string, kind: ContentKind, input: ContentInput, now: Date): Promise<ContentItem> {
  return present(await insertContent(db, site, kind, fieldsOf(kind, input), 'draft', now), now);
}

async function rowOf(db: Database, site: string, id: number): Promise<ContentRow> {
  const row = await contentRow(db, site, id);
  if (!row) throw new DomainError('NOT_FOUND', '内容不存在');
  return row;
}

/**
 * Rewrites a row's texts, picture, link, order and schedule, whatever its status, as read at `version`: a row changed
 * since is refused with CONFLICT (two edits from one version: exactly one wins). Answers it before and after.
 */
export async function editContent(db: Database, site: string, id: number, version: number, input: ContentInput, now: Date) {
  const before = await rowOf(db, site, id);
  const after = await updateContent(db, site, id, version, fieldsOf(before.kind, input), now);
  if (!after) throw new DomainError('CONFLICT', '内容已被其他人更改，请重新加载');
  return { before: present(before, now), after: present(after, now) };
}

/** The moves an operator makes: publish a draft or a withdrawn row; withdraw a published one. */
const moves = {
  publish: { from: ['draft', 'withdrawn'], to: 'published' },
  withdraw: { from: ['published'], to: 'withdrawn' },
} as const satisfies Record<string, { from: readonly ContentStatus[]; to: ContentStatus }>;

export type ContentMove = keyof typeof moves;

/**
 * Publishes or withdraws a row the operator's page showed in status `seen`. A row moved since (by another operator)
 * is refused with CONFLICT, and a move its status does not allow with BAD_INPUT; answers it before and after.
 */
export async function moveContentItem(db: Database, site: string, id: number, move: ContentMove, seen: ContentStatus, now: Date) {
  const before = await rowOf(db, site, id);
  if (!(moves[move].from as readonly ContentStatus[]).includes(seen))
    throw new DomainError('BAD_INPUT', move === 'publish' ? '只有草稿或已下线的内容可以发布' : '只有已发布的内容可以下线');
  const after = await moveContent(db, site, id, seen, moves[move].to, now);
  if (!after) throw new DomainError('CONFLICT', '内容已被其他人更改，请刷新');
  return { before: present(before, now), after: present(after, now) };
}

/** The banners of the home page a fan sees at `now` (GET /api/home/getHomeScroll), in their language. */
export async function bannersShown(db: Database, site: string, lang: 'cn' | 'pt-br', now: Date) {
  return (await liveContentOf(db, site, 'banner', now)).map((row) => ({
    id: row.id,
    title: lang === 'pt-br' ? row.title_pt : row.title,
    image: row.image,
    link: row.link,
    sort: row.sort,
  }));
}

/** The home page's announcement at `now` (getHomeData `announcement`): the first live one, or empty. */
export async function announcementShown(db: Database, site: string, lang: 'cn' | 'pt-br', now: Date): Promise<string> {
  const [row] = await liveContentOf(db, site, 'announcement', now);
  if (!row) return '';
  return lang === 'pt-br' ? row.title_pt : row.title;
}

/**
 * A site that has never had content starts with the house banners and announcement, published, for operators to
 * change: those that lead to a feature the site does not build (`built`, from its page; undefined: all) left out.
 */
export async function seedHouseContent(db: Database, site: string, now: Date, built?: readonly string[]): Promise<void> {
  const banners = bannersIn('cn', built).map((banner, i) => ({
    kind: 'banner' as const,
    title: banner.title,
    title_pt: bannersIn('pt-br', built)[i].title,
    image: banner.image,
    link: banner.link,
    sort: banner.sort,
    publish_at: null,
    end_at: null,
  }));
  const announcement = {
    kind: 'announcement' as const,
    title: homeAnnouncement('cn', built),
    title_pt: homeAnnouncement('pt-br', built),
    image: '',
    link: '',
    sort: 0,
    publish_at: null,
    end_at: null,
  };
  await insertContentIfNone(db, site, [...banners, announcement], now);
}
