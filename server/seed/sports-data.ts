import type { Database } from '../db/database.ts';
import { integer, pick, seededRandom, shuffle } from './random.ts';

/** The reference server's dates are China Standard Time (UTC+8), the time zone of the product's main audience. */
export const serverUtcOffsetHours = 8;

const footballLeagues = [
  { zh: '英格兰超级联赛', short: '英超', en: 'Premier League' },
  { zh: '西班牙甲级联赛', short: '西甲', en: 'LaLiga' },
  { zh: '意大利甲级联赛', short: '意甲', en: 'Serie A' },
  { zh: '德国甲级联赛', short: '德甲', en: 'Bundesliga' },
  { zh: '中国超级联赛', short: '中超', en: 'Chinese Super League' },
  { zh: '巴西甲级联赛', short: '巴甲', en: 'Brasileirão' },
];
const basketballLeagues = [
  { zh: '美国职业篮球联赛', short: 'NBA', en: 'NBA' },
  { zh: '中国男子篮球职业联赛', short: 'CBA', en: 'CBA' },
  { zh: '巴西国家篮球联赛', short: 'NBB', en: 'NBB' },
];
const cities = [
  ['北京', 'Beijing'], ['上海', 'Shanghai'], ['广州', 'Guangzhou'], ['深圳', 'Shenzhen'], ['成都', 'Chengdu'], ['武汉', 'Wuhan'],
  ['伦敦', 'London'], ['曼彻斯特', 'Manchester'], ['马德里', 'Madrid'], ['巴塞罗那', 'Barcelona'], ['米兰', 'Milan'], ['都灵', 'Turin'],
  ['慕尼黑', 'Munich'], ['多特蒙德', 'Dortmund'], ['圣保罗', 'São Paulo'], ['里约', 'Rio'], ['洛杉矶', 'Los Angeles'], ['波士顿', 'Boston'],
  ['芝加哥', 'Chicago'], ['纽约', 'New York'], ['迈阿密', 'Miami'], ['丹佛', 'Denver'], ['青岛', 'Qingdao'], ['天津', 'Tianjin'],
] as const;
const footballSuffix = [['联', 'United'], ['竞技', 'Athletic'], ['城', 'City'], ['流浪者', 'Rovers']] as const;
const basketballSuffix = [['猛龙', 'Raptors'], ['飞鹰', 'Eagles'], ['雄狮', 'Lions'], ['火箭', 'Rockets']] as const;

/** Statuses a match can only reach by fiat (spec 000 §4), given to some matches so every status exists. */
const footballFixedStatuses = [9, 10, 11, 12, 13, 0];
const basketballFixedStatuses = [11, 12, 13, 14, 15];

const teamsPerLeague = 8;
const daysAround = 3;

export interface SeedSummary {
  rooms?: number;
  leagues: number;
  teams: number;
  matches: number;
  incidents: number;
}

/** Midnight (UTC+8) of the day `offset` days from `now`, as a Date. */
export function serverDayStart(now: Date, offset = 0): Date {
  const shifted = new Date(now.getTime() + serverUtcOffsetHours * 3600_000);
  const midnight = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate() + offset);
  return new Date(midnight - serverUtcOffsetHours * 3600_000);
}

/** Start and end (ISO instants) of a YYYY-MM-DD day in the server's time zone, or undefined for an invalid date. */
export function serverDayRange(date: string): [string, string] | undefined {
  const [year, month, day] = date.split('-').map(Number);
  const start = Date.UTC(year, month - 1, day) - serverUtcOffsetHours * 3600_000;
  if (Number.isNaN(start) || new Date(start + serverUtcOffsetHours * 3600_000).toISOString().slice(0, 10) !== date) return undefined;
  return [new Date(start).toISOString(), new Date(start + 86_400_000).toISOString()];
}

/** YYYY-MM-DD of an instant in the server's time zone. */
export function serverDate(instant: Date): string {
  return new Date(instant.getTime() + serverUtcOffsetHours * 3600_000).toISOString().slice(0, 10);
}

/**
 * Writes leagues, teams and the schedule from `now - 3 days` to `now + 3 days`. Deterministic for a seed and a day;
 * match ids are `days since 1970 (UTC+8) * 1000 + n`, so they stay the same across restarts on the same days. Sports data is
 * reference data: it is rebuilt at every start, while users, sessions and attentions persist.
 */
export async function seedSportsData(db: Database, seed: number, now: Date): Promise<SeedSummary> {
  const leagues: unknown[][] = [];
  const teams: unknown[][] = [];
  const leagueTeams = new Map<number, number[]>();
  const allLeagues = [...footballLeagues.map((l) => ({ ...l, sport: 1 })), ...basketballLeagues.map((l) => ({ ...l, sport: 2 }))];
  allLeagues.forEach((league, index) => {
    const id = index + 1;
    leagues.push([id, league.sport, league.zh, league.short, league.en, `/static/logos/league/${id}.svg`]);
    const ids: number[] = [];
    const suffixes = league.sport === 1 ? footballSuffix : basketballSuffix;
    for (let n = 0; n < teamsPerLeague; n++) {
      const teamId = id * 100 + n + 1;
      const [cityZh, cityEn] = cities[(index * 5 + n * 3) % cities.length];
      const [suffixZh, suffixEn] = suffixes[n % suffixes.length];
      teams.push([teamId, league.sport, id, `${cityZh}${suffixZh}`, `${cityZh}${suffixZh}`.slice(0, 4), `${cityEn} ${suffixEn}`, cityEn, `/static/logos/team/${teamId}.svg`, `/static/logos/country/${id}.svg`]);
      ids.push(teamId);
    }
    leagueTeams.set(id, ids);
  });

  const matches: unknown[][] = [];
  const incidents: unknown[][] = [];
  for (let day = -daysAround; day <= daysAround; day++) {
    const dayStart = serverDayStart(now, day);
    const dayNumber = Math.floor((dayStart.getTime() + serverUtcOffsetHours * 3600_000) / 86_400_000);
    // Each day has its own random stream, so a match id names the same fixture whichever day the server starts on.
    const random = seededRandom(seed * 100_003 + dayNumber);
    let n = 0;
    allLeagues.forEach((league, index) => {
      const leagueId = index + 1;
      const order = shuffle(random, leagueTeams.get(leagueId) ?? []);
      const perDay = league.sport === 1 ? 4 : 3;
      for (let slot = 0; slot < perDay; slot++) {
        const id = dayNumber * 1000 + ++n;
        const kickoff = kickoffFor(now, dayStart, day, league.sport, slot, index);
        // Draw the same numbers whether or not the day is today, so the stream (and every later fixture) matches.
        const roll = random();
        const fixedStatus = pick(random, league.sport === 1 ? footballFixedStatuses : basketballFixedStatuses);
        const fixed = day !== 0 && roll < 0.08 ? fixedStatus : null;
        matches.push([id, league.sport, leagueId, order[slot * 2], order[slot * 2 + 1], kickoff.toISOString(), fixed, random() < 0.3, random() < 0.4, random() < 0.25, random() < 0.5]);
        incidents.push(...(league.sport === 1 ? footballGoals(random, id) : basketballPoints(random, id)));
      }
    });
  }

  await db.transaction(async (tx) => {
    await tx.exec('delete from incidents; delete from matches; delete from teams; delete from leagues;');
    await insertRows(tx, 'leagues', ['id', 'sport_id', 'name_zh', 'short_name_zh', 'name_en', 'logo'], leagues);
    await insertRows(tx, 'teams', ['id', 'sport_id', 'league_id', 'name_zh', 'short_name_zh', 'name_en', 'short_name_en', 'logo', 'country_logo'], teams);
    await insertRows(tx, 'matches', ['id', 'sport_id', 'league_id', 'home_team_id', 'away_team_id', 'kickoff_time', 'status_override', 'hot', 'jc', 'bd', 'has_live'], matches);
    await insertRows(tx, 'incidents', ['match_id', 'at_second', 'side', 'kind', 'points', 'player'], incidents);
  });
  return { leagues: leagues.length, teams: teams.length, matches: matches.length, incidents: incidents.length };
}

/** Today's matches are spread around the clock so some are live at start; other days use fixed local times. */
function kickoffFor(now: Date, dayStart: Date, day: number, sport: number, slot: number, leagueIndex: number): Date {
  if (day === 0) {
    const minutesFromNow = sport === 1 ? [-100, -50, -20, 25][slot] + leagueIndex * 7 : [-40, -10, 35][slot] + leagueIndex * 9;
    return new Date(Math.floor(now.getTime() / 60_000) * 60_000 + minutesFromNow * 60_000);
  }
  const localHours = [12.5, 15, 19.5, 22][slot % 4] + (leagueIndex % 3) * 0.25;
  return new Date(dayStart.getTime() + localHours * 3600_000);
}

const scorers = ['王磊', '李明', '张伟', 'Silva', 'Santos', 'Smith', 'García', 'Rossi', 'Müller', '刘洋'];

function footballGoals(random: () => number, matchId: number): unknown[][] {
  const goals: unknown[][] = [];
  const count = integer(random, 0, 5);
  for (let g = 0; g < count; g++) goals.push([matchId, integer(random, 1, 90 * 60 - 1), random() < 0.55 ? 'home' : 'away', 'goal', 1, pick(random, scorers)]);
  return goals;
}

/** A scoring event roughly every 20 s of play: 1, 2 or 3 points. */
function basketballPoints(random: () => number, matchId: number): unknown[][] {
  const events: unknown[][] = [];
  for (let second = integer(random, 5, 25); second < 48 * 60; second += integer(random, 8, 32)) {
    const points = random() < 0.15 ? 1 : random() < 0.7 ? 2 : 3;
    events.push([matchId, second, random() < 0.5 ? 'home' : 'away', 'score', points, '']);
  }
  return events;
}

/** Multi-row inserts in batches, so seeding thousands of rows takes a few statements. */
export async function insertRows(db: Database, table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
  const batch = Math.max(1, Math.floor(30_000 / columns.length));
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const values = chunk.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${values}`, chunk.flat());
  }
}
