import { describe, expect, it } from 'vitest';
import { commentLength, commentProblem, commentTime, isOwnComment, withLike, withoutComment } from '../lib/comment-rules.ts';

describe('a video comment', () => {
  it('must have 1 to 200 characters once trimmed, an emoji counting as one (as the server counts)', () => {
    expect(commentProblem('')).toBe('empty');
    expect(commentProblem(' \n\t ')).toBe('empty');
    expect(commentProblem('好球')).toBeNull();
    expect(commentLength(`  ${'⚽'.repeat(200)}  `)).toBe(200);
    expect(commentProblem('⚽'.repeat(200))).toBeNull();
    expect(commentProblem('球'.repeat(201))).toBe('tooLong');
  });

  it('shows when it was written on China Standard Time', () => {
    // 16:30 UTC is 00:30 the next day in Beijing.
    const at = Date.parse('2026-07-01T16:30:00Z') / 1000;
    expect(commentTime(at, 'zh-CN')).toBe('07/02 00:30');
    expect(commentTime(at, 'pt-BR')).toBe('02/07, 00:30');
  });

  it("takes the server's like mark and count for that comment only", () => {
    const items = [
      { id: 3, liked: 0, like_count: 4 },
      { id: 2, liked: 1, like_count: 1 },
    ];
    expect(withLike(items, { id: 3, liked: 1, like_count: 5 })).toEqual([
      { id: 3, liked: 1, like_count: 5 },
      { id: 2, liked: 1, like_count: 1 },
    ]);
    expect(withLike(items, { id: 9, liked: 1, like_count: 1 })).toEqual(items);
  });

  it('leaves the list without a deleted comment', () => {
    expect(withoutComment([{ id: 3 }, { id: 2 }, { id: 1 }], 2)).toEqual([{ id: 3 }, { id: 1 }]);
  });

  it('may be deleted by its author only; a guest deletes none', () => {
    const comment = { author: { id: 1201 } };
    expect(isOwnComment(comment, 1201)).toBe(true);
    expect(isOwnComment(comment, 1202)).toBe(false);
    expect(isOwnComment(comment, undefined)).toBe(false);
  });
});
