import { seededRandom, shuffle } from '../../../random.ts';
import type { Robot } from './robot-roster.ts';
import { matchPhase, type RobotMatch } from './match-moments.ts';
import { mix } from './robot-random.ts';
import type { RobotRates } from './robot-rates.ts';
import type { RobotPhrases } from './robot-phrases.ts';
import { chinesePhrases } from './phrase-books.ts';

/** A live room as the robots see it. */
export interface RobotRoom {
  liveid: number;
  anchorId: number;
  /** The room's seeded audience (rooms.base_online): bigger rooms get more robots and more chat. */
  baseOnline: number;
  match: RobotMatch | null;
}

/** One robot's stay in a room: it comes in at `from` and is gone at `until` (ms of the server clock). */
export interface Visit {
  robot: Robot;
  from: number;
  until: number;
}

const minute = 60_000;
/**
 * Each robot of a room's pool has its own timeline there, in periods of ten minutes (each robot's shifted by its own
 * phase): in a period it comes in or not, once, and stays 2 to 8 minutes, all inside the period. So stays never
 * overlap, every visit is an entrance, and who is in the room at any instant needs only that instant's periods.
 */
const period = 10 * minute;
const shortestStay = 2 * minute;
const longestStay = 8 * minute;
/** Robots a room draws its crowd from: regulars, so a room's faces repeat. Rooms' pools overlap. */
const poolSize = 60;
/** Different dice for different questions about the same room. */
export const salt = { pool: 1, visits: 2, plan: 3, moment: 4, phase: 5 } as const;

/** 0.6 for the smallest seeded room (80) to 1.4 for the largest (9,000), on a log scale. */
export const sizeFactor = (baseOnline: number): number =>
  0.6 + 0.8 * Math.min(1, Math.max(0, Math.log(baseOnline / 80) / Math.log(9000 / 80)));

/** A match draws the crowd: more while it is played, a little less at a break, fewer once it is over. */
export function activity(room: RobotRoom, at: number): number {
  if (!room.match) return 1;
  const phase = matchPhase(room.match, at);
  if (phase === 'before') return room.match.kickoff.getTime() - at <= 30 * minute ? 1.2 : 0.9;
  return phase === 'play' ? 1.5 : phase === 'break' ? 0.9 : 0.7;
}

/** Bounded memo per room: past this many stays it starts over (a server runs for days). */
const memoLimit = 20_000;

/**
 * Who is in a room when, as a function of the seed, the roster and the room only: the presence at any instant can be
 * recomputed at will, for the audience count as for the chat. A robot comes in during a period with the chance that
 * makes the room's entrances average `enters` a minute (scaled by the room's size and its match), at most every
 * period.
 */
export class RobotCrowd {
  private readonly pools = new Map<number, Robot[]>();
  /** Stays by room (a room read again, after an admin write, starts afresh) and robot and period. */
  private readonly stays = new WeakMap<RobotRoom, Map<number, Visit | null>>();

  constructor(
    readonly seed: number,
    readonly rates: RobotRates,
    readonly robots: readonly Robot[],
    /** What they say: the site's language's phrase book (phrase-books.ts). */
    readonly phrases: RobotPhrases = chinesePhrases,
  ) {}

  /** The robots a room draws from, shuffled by the seed and the room. */
  pool(room: RobotRoom): Robot[] {
    let pool = this.pools.get(room.liveid);
    if (!pool)
      this.pools.set(room.liveid, (pool = shuffle(seededRandom(mix(this.seed, room.liveid, salt.pool)), this.robots).slice(0, poolSize)));
    return pool;
  }

  private phaseOf(room: RobotRoom, robot: Robot): number {
    return mix(this.seed, room.liveid, robot.id, salt.phase) % period;
  }

  /** The robot's stay in the room in its `index`th period, or null when it stays away then. */
  private stay(room: RobotRoom, robot: Robot, index: number): Visit | null {
    let stays = this.stays.get(room);
    if (!stays) this.stays.set(room, (stays = new Map()));
    const key = robot.id * 1e8 + index;
    const known = stays.get(key);
    if (known !== undefined) return known;
    const start = index * period + this.phaseOf(room, robot);
    const random = seededRandom(mix(this.seed, room.liveid, robot.id, index, salt.visits));
    const chance = (this.rates.enters * sizeFactor(room.baseOnline) * activity(room, start) * (period / minute)) / this.pool(room).length;
    const comes = random() < chance;
    const length = shortestStay + Math.floor(random() * (longestStay - shortestStay));
    const from = start + Math.floor(random() * (period - length));
    const visit = comes ? { robot, from, until: from + length } : null;
    if (stays.size >= memoLimit) stays.clear();
    stays.set(key, visit);
    return visit;
  }

  /** The periods of the robot's timeline that overlap [from, to]. */
  private periods(room: RobotRoom, robot: Robot, from: number, to: number): number[] {
    const phase = this.phaseOf(room, robot);
    const first = Math.floor((from - phase) / period);
    const last = Math.floor((to - phase) / period);
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  }

  /** The robots coming into a room during one minute (minutes since the epoch), in time order. */
  visits(room: RobotRoom, minuteIndex: number): Visit[] {
    const start = minuteIndex * minute;
    const visits: Visit[] = [];
    for (const robot of this.pool(room)) {
      for (const index of this.periods(room, robot, start, start + minute - 1)) {
        const visit = this.stay(room, robot, index);
        if (visit && visit.from >= start && visit.from < start + minute) visits.push(visit);
      }
    }
    return visits.sort((a, b) => a.from - b.from || a.robot.id - b.robot.id);
  }

  /** The robots in the room at `at`, in id order. */
  present(room: RobotRoom, at: number): Robot[] {
    return this.pool(room)
      .filter((robot) => {
        const [index] = this.periods(room, robot, at, at);
        const visit = this.stay(room, robot, index);
        return visit !== null && visit.from <= at && at < visit.until;
      })
      .sort((a, b) => a.id - b.id);
  }
}
