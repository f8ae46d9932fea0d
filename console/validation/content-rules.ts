import type { ContentKind } from '../api/types.ts';
import type { Problem } from './rules.ts';

/**
 * The rules of a banner or an announcement, as the server checks them (server/domain/site/site-content.ts and the
 * schemas models/app-link and models/picture-address, which a test holds these patterns to).
 */
export const contentLimits = {
  banner: { title: 40, titlePt: 60 },
  announcement: { title: 100, titlePt: 160 },
} as const;

/** Where a tap may go: a path of the fan app (not /m//) or an https address with a host, no backslash (the ad slots' rule too). */
export const appLinkPattern = /^(\/m\/(?!\/)[^\s"'<>\\]*|https:\/\/[^\s"'<>\\/][^\s"'<>\\]*)$/;
/** A picture: an upload of this server, a house picture or an https address. */
export const pictureAddressPattern = /^(\/static\/[A-Za-z0-9/_.-]+|\/storage\/files\/[A-Za-z0-9_.-]+|https:\/\/[^\s"'<>]+)$/;
const maxAddress = 300;

/** A row as the form holds it: texts as typed, times as a datetime-local field gives them (the browser's time). */
export interface ContentDraft {
  title: string;
  titlePt: string;
  image: string;
  link: string;
  sort: string;
  publishAt: string;
  endAt: string;
}

export type ContentProblems = Partial<Record<keyof ContentDraft, Problem>>;

function textProblem(text: string, max: number, key: string): Problem {
  const length = [...text.trim()].length;
  return length === 0 || length > max ? { key, values: { max } } : null;
}

function instantOf(text: string): Date | null {
  if (text.trim() === '') return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** What is wrong with a draft of `kind`, field by field; empty when nothing. */
export function contentProblems(kind: ContentKind, draft: ContentDraft): ContentProblems {
  const limits = contentLimits[kind];
  const problems: ContentProblems = {
    title: textProblem(draft.title, limits.title, 'validation.titleLength'),
    titlePt: textProblem(draft.titlePt, limits.titlePt, 'validation.titlePtLength'),
  };
  if (kind === 'banner') {
    const image = draft.image.trim();
    const link = draft.link.trim();
    if (image === '') problems.image = { key: 'validation.imageRequired' };
    else if (image.length > maxAddress || !pictureAddressPattern.test(image)) problems.image = { key: 'validation.imageInvalid' };
    if (link === '') problems.link = { key: 'validation.linkRequired' };
    else if (link.length > maxAddress || !appLinkPattern.test(link)) problems.link = { key: 'validation.linkInvalid' };
  }
  if (!/^\d{1,3}$/.test(draft.sort.trim())) problems.sort = { key: 'validation.sortInvalid' };
  if (draft.publishAt.trim() !== '' && !instantOf(draft.publishAt)) problems.publishAt = { key: 'validation.timeInvalid' };
  if (draft.endAt.trim() !== '' && !instantOf(draft.endAt)) problems.endAt = { key: 'validation.timeInvalid' };
  const start = instantOf(draft.publishAt);
  const end = instantOf(draft.endAt);
  if (start && end && end <= start) problems.endAt = { key: 'validation.endBeforeStart' };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as ContentProblems;
}

/** The request body of a checked draft: trimmed texts, ISO instants or null. */
export function contentBody(kind: ContentKind, draft: ContentDraft) {
  const iso = (text: string) => instantOf(text)?.toISOString() ?? null;
  return {
    title: draft.title.trim(),
    titlePt: draft.titlePt.trim(),
    ...(kind === 'banner' ? { image: draft.image.trim(), link: draft.link.trim() } : {}),
    sort: Number(draft.sort.trim()),
    publishAt: iso(draft.publishAt),
    endAt: iso(draft.endAt),
  };
}

/** The pictures the server's uploads take from an operator, and their largest size. */
export const pictureTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const maxPictureBytes = 5 * 1024 * 1024;

/** A file chosen for upload: an image of the four web formats (spec 000 §5: 请选择图片文件), at most 5 MB. */
export function pictureFileProblem(file: { type: string; size: number }): Problem {
  if (!pictureTypes.includes(file.type)) return { key: 'validation.pictureType' };
  return file.size > maxPictureBytes ? { key: 'validation.pictureLarge', values: { max: 5 } } : null;
}
