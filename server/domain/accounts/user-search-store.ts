import type { Database } from '../ports.ts';

/** A fan a search found: what anyone may see of them. */
export interface FoundUserRow {
  id: number;
  nick_name: string;
  avatar: string;
  signature: string;
  user_level: number;
}

/** Who a search finds: $1 the searcher, $2 the id asked for (or null), $3 the nick pattern. */
const found = `(u.id = $2 or u.nick_name ilike $3) and u.id <> $1 and not u.is_robot
  and not exists (select 1 from im_blacklist b
                  where (b.user_id = $1 and b.blocked_id = u.id) or (b.user_id = u.id and b.blocked_id = $1))`;

/**
 * One page of the fans whose id is `id` or whose nick holds `pattern` (a LIKE pattern, compared without case), but
 * not the searcher, the simulated viewers, nor anyone either of the two blocked (the chat's blacklist). The id's
 * owner comes first, then nicks starting with the keyword (`starting`), then the rest, oldest accounts first; with
 * the number of all matches.
 */
export async function usersMatching(
  db: Database,
  searcherId: number,
  match: { id: number | null; pattern: string; starting: string },
  page: { offset: number; limit: number },
): Promise<{ rows: FoundUserRow[]; total: number }> {
  const rows = await db.query<FoundUserRow>(
    `select u.id, u.nick_name, u.avatar, u.signature, u.user_level from users u where ${found}
       order by (u.id = $2) is true desc, (u.nick_name ilike $4) desc, u.id
       offset $5 limit $6`,
    [searcherId, match.id, match.pattern, match.starting, page.offset, page.limit],
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from users u where ${found}`, [
    searcherId,
    match.id,
    match.pattern,
  ]);
  return { rows, total: count.n };
}
