import { fitsBody, fitsLength, instantOf, isBadInstant } from '../../schema/form-rules.ts';
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

/** A text (a title, a summary) of 1 to `max` characters once trimmed, or the problem `key` with its limit. */
export const lengthProblem = (text: string, max: number, key: string): Problem => (fitsLength(text, max) ? null : { key, values: { max } });

/** A plain-text body (news, an activity's rules) within its limits, or the problem `key` with both limits. */
export const bodyProblem = (body: string, limits: { body: number; paragraphs: number }, key: string): Problem =>
  fitsBody(body, limits) ? null : { key, values: { max: limits.body, paragraphs: limits.paragraphs } };

/** A picture's address as typed (blank: none): an upload of this server, a house picture or an https address. */
export function pictureProblem(text: string): Problem {
  const address = text.trim();
  return address !== '' && (address.length > maxAddress || !pictureAddressPattern.test(address))
    ? { key: 'validation.imageInvalid' }
    : null;
}

/**
 * The schedule's problems (publish and end times as typed; blank is at once, or no end): a time that is no time, and an
 * end not after the start.
 */
export function scheduleProblems(publishAt: string, endAt: string): { publishAt?: Problem; endAt?: Problem } {
  const problems: { publishAt?: Problem; endAt?: Problem } = {};
  if (isBadInstant(publishAt)) problems.publishAt = { key: 'validation.timeInvalid' };
  if (isBadInstant(endAt)) problems.endAt = { key: 'validation.timeInvalid' };
  const start = instantOf(publishAt);
  const end = instantOf(endAt);
  if (start && end && end <= start) problems.endAt = { key: 'validation.endBeforeStart' };
  return problems;
}

/** A time as typed, as the ISO instant the server takes, or null for blank. */
export const isoOf = (text: string) => instantOf(text)?.toISOString() ?? null;

/** What is wrong with a draft of `kind`, field by field; empty when nothing. */
export function contentProblems(kind: ContentKind, draft: ContentDraft): ContentProblems {
  const limits = contentLimits[kind];
  const problems: ContentProblems = {
    title: lengthProblem(draft.title, limits.title, 'validation.titleLength'),
    titlePt: lengthProblem(draft.titlePt, limits.titlePt, 'validation.titlePtLength'),
  };
  if (kind === 'banner') {
    const image = draft.image.trim();
    const link = draft.link.trim();
    if (image === '') problems.image = { key: 'validation.imageRequired' };
    else problems.image = pictureProblem(image);
    if (link === '') problems.link = { key: 'validation.linkRequired' };
    else if (link.length > maxAddress || !appLinkPattern.test(link)) problems.link = { key: 'validation.linkInvalid' };
  }
  if (!/^\d{1,3}$/.test(draft.sort.trim())) problems.sort = { key: 'validation.sortInvalid' };
  Object.assign(problems, scheduleProblems(draft.publishAt, draft.endAt));
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as ContentProblems;
}

/** The request body of a checked draft: trimmed texts, ISO instants or null. */
export function contentBody(kind: ContentKind, draft: ContentDraft) {
  return {
    title: draft.title.trim(),
    titlePt: draft.titlePt.trim(),
    ...(kind === 'banner' ? { image: draft.image.trim(), link: draft.link.trim() } : {}),
    sort: Number(draft.sort.trim()),
    publishAt: isoOf(draft.publishAt),
    endAt: isoOf(draft.endAt),
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
