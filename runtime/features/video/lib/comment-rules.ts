/**
 * The rules of a video comment the app checks before sending (the server checks them again, docs/api.md "Video
 * comments"): trimmed, 1 to 200 characters, counted as the server counts them (an emoji is one).
 */

/** The longest comment, in characters. */
export const maxCommentLength = 200;

/** Characters of a comment as it would be stored: trimmed, counted by code point. */
export function commentLength(text: string): number {
  return [...text.trim()].length;
}

/** Why a comment cannot be sent as typed, or null when it can. */
export function commentProblem(text: string): 'empty' | 'tooLong' | null {
  const length = commentLength(text);
  if (length === 0) return 'empty';
  return length > maxCommentLength ? 'tooLong' : null;
}

/** When a comment was written, as month, day and time of China Standard Time (the product's clock), in the fan's language. */
export function commentTime(createdAt: number, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, {
    timeZone: 'Asia/Shanghai',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(createdAt * 1000));
}

/** The video a comment call addresses: ids are one space on the server, `kind` says which kind the app means. */
export interface CommentTarget {
  id: number;
  kind: 'record' | 'short';
}

/** The list with one comment's like mark and count as the server answered them. */
export function withLike<C extends { id: number; liked: number; like_count: number }>(
  items: C[],
  answer: { id: number; liked: number; like_count: number },
): C[] {
  return items.map((c) => (c.id === answer.id ? { ...c, liked: answer.liked, like_count: answer.like_count } : c));
}

/** The list without a deleted comment. */
export function withoutComment<C extends { id: number }>(items: C[], id: number): C[] {
  return items.filter((c) => c.id !== id);
}

/** Whether the signed-in fan (`userId`, undefined for a guest) wrote the comment, and so may delete it. */
export function isOwnComment(comment: { author: { id: number } }, userId: number | undefined): boolean {
  return userId !== undefined && comment.author.id === userId;
}
