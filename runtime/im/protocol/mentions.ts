/**
 * The @ list of a group text message (Tencent's createTextAtMessage atUserList): the user ids it mentions, or
 * {@link atAllUserId} for everyone. It travels as a JSON array in the text element's `data`, which a plain text leaves
 * empty (docs/im-protocol.md "Mentions").
 */
export const atAllUserId = '__kImSDK_MesssageAtALL__';

/** At most this many mentions a message (ours: a picker of members, not a mailing list). */
export const maxMentions = 30;

/** The ids an element's data mentions: [] for no list or one that is not an array of strings. */
export function decodeAtList(data: string | null | undefined): string[] {
  if (!data) return [];
  try {
    const parsed: unknown = JSON.parse(data);
    return Array.isArray(parsed)
      ? [...new Set(parsed.filter((id): id is string => typeof id === 'string' && id !== ''))].slice(0, maxMentions)
      : [];
  } catch {
    return [];
  }
}

/** The data of a text element mentioning `ids` ('' for none). */
export const encodeAtList = (ids: readonly string[]): string => (ids.length ? JSON.stringify([...new Set(ids)].slice(0, maxMentions)) : '');
