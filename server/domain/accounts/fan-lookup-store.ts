import type { Database } from '../ports.ts';

export interface FanRow {
  id: number;
  account: string;
  nick_name: string;
  mobile: string | null;
  vip_level: number;
  gold: number;
  diamond: number;
}

const columns = 'id, account, nick_name, mobile, vip_level, gold, diamond';

/** Fans whose id or phone is `exact`, or whose nick holds `nick` (a LIKE pattern already escaped); at most `limit`. */
export function fansMatching(db: Database, match: { id?: number; mobile?: string; nick: string }, limit: number): Promise<FanRow[]> {
  return db.query<FanRow>(
    `select ${columns} from users
     where id = $1 or mobile = $2 or nick_name ilike $3 escape '\\'
     order by (id = $1 or mobile = $2) desc, id limit $4`,
    [match.id ?? 0, match.mobile ?? '', match.nick, limit],
  );
}

/** One fan's phone, or undefined when there is no such fan. */
export async function fanMobile(db: Database, id: number): Promise<{ mobile: string | null } | undefined> {
  const [row] = await db.query<{ mobile: string | null }>('select mobile from users where id = $1', [id]);
  return row;
}
