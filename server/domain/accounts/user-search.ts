import { DomainError } from '../errors.ts';
import type { Database } from '../ports.ts';
import { usersMatching } from './user-search-store.ts';

/** A nick is at most 16 wide (spec 000 §5 width: non-ASCII and ^ count 2), as sign-up and the profile allow. */
const nickWidthMax = 16;

/** Text width as spec 000 §5 counts it: non-ASCII characters and ^ count 2, others 1. */
const widthOf = (text: string) => [...text].reduce((width, char) => width + (char === '^' || char.codePointAt(0)! > 0x7f ? 2 : 1), 0);

/** A LIKE pattern that treats the fan's text as text: %, _ and \ match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Fans a signed-in fan may start a chat with (docs/api.md "Finding people"): the one whose ID is the keyword, and
 * those whose nick holds it, without case; never the searcher, simulated viewers, nor a fan either of the two has
 * blocked. The keyword is trimmed and at most as wide as a nick may be.
 */
export async function searchUsers(db: Database, searcherId: number, input: { keyword: string; page: number; size: number }) {
  const keyword = input.keyword.trim();
  if (!keyword) throw new DomainError('BAD_INPUT', '请输入昵称或 ID');
  if (widthOf(keyword) > nickWidthMax) throw new DomainError('BAD_INPUT', '搜索内容过长：昵称最多 8 个汉字或 16 个字母');
  const id = /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
  const escaped = escapeLike(keyword);
  const { rows, total } = await usersMatching(
    db,
    searcherId,
    { id, pattern: `%${escaped}%`, starting: `${escaped}%` },
    { offset: (input.page - 1) * input.size, limit: input.size },
  );
  return { list: rows.map((row) => ({ ...row, uid: String(row.id) })), total, page: input.page, size: input.size };
}
