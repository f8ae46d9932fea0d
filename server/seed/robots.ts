import type { Database } from '../db/database.ts';
import { robotNicksIn, type Robot } from '../domain/rooms/robots/robot-roster.ts';
import type { ContentLanguage } from '../domain/ports.ts';

/**
 * Creates the robot accounts once (they persist in a data folder) and answers them in id order. Accounts are
 * `robot-001` ..., a form registration refuses (a hyphen), and marked `is_robot`: the robots are chosen by that mark,
 * so they never act as a fan's account. The password hash is no hash at all, so nobody can log in as one. Their nicks
 * are in the site's language; a data folder keeps the nicks its robots were made with.
 */
export async function seedRobots(db: Database, now: Date, language: ContentLanguage = 'cn'): Promise<Robot[]> {
  const robotNicks = robotNicksIn(language);
  const accounts = robotNicks.map((_, index) => `robot-${String(index + 1).padStart(3, '0')}`);
  await db.query(
    `insert into users (account, password_hash, nick_name, sp_source, is_robot, regist_time)
     select account, '!', nick, 9, true, $3 from unnest($1::text[], $2::text[]) as robot (account, nick)
     on conflict (account) do nothing`,
    [accounts, robotNicks, now.toISOString()],
  );
  return db.query<Robot>('select id, nick_name as nick from users where is_robot order by id');
}
