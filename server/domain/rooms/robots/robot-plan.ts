import { pick, seededRandom } from '../../../random.ts';
import type { Robot } from './robot-roster.ts';
import { giftById } from '../../money/gifts/gift-catalogue.ts';
import { matchPhase, momentsBetween, type Moment } from './match-moments.ts';
import { activity, salt, sizeFactor, type RobotCrowd, type RobotRoom } from './robot-crowd.ts';
import type { RobotPhrases } from './robot-phrases.ts';
import { mix, poisson, weighted } from './robot-random.ts';

/** What a robot does: enter the room, say a line, send a gift (a preset count), follow the anchor. */
type Act =
  | { kind: 'enter' }
  | { kind: 'chat'; text: string }
  | { kind: 'gift'; giftId: number; count: number }
  | { kind: 'follow'; anchorId: number };

/** What one robot does in one room at one instant (ms of the server clock). `key` names it within the room. */
export type RobotAction = { at: number; liveid: number; robot: Robot; key: string } & Act;

type Planned = RobotAction & { priority: number };

const minute = 60_000;
/** A moment's burst lasts at most this long after it. */
export const burstSpanMs = 50_000;

/**
 * The gifts robots send, by weight, and the counts of each (spec 000 §9 presets). Mostly small; about one gift in
 * thirteen reaches the big-gift announcement (5,000 gold), so other rooms see a banner every few minutes, not always.
 */
const giftChoices: readonly (readonly [[number, readonly (readonly [number, number])[]], number])[] = [
  [
    [
      1,
      [
        [1, 60],
        [10, 30],
        [66, 6],
        [88, 4],
      ],
    ],
    35,
  ],
  [
    [
      2,
      [
        [1, 70],
        [10, 30],
      ],
    ],
    30,
  ],
  [
    [
      3,
      [
        [1, 90],
        [10, 10],
      ],
    ],
    17,
  ],
  [[4, [[1, 1]]], 12],
  [[5, [[1, 1]]], 4],
  [[6, [[1, 1]]], 1.5],
  [[7, [[1, 1]]], 0.5],
];
/** What a goal's cheer may bring: a football, ten flowers, a cheer stick or 66 likes. */
const cheerGifts: readonly (readonly [number, number])[] = [
  [3, 1],
  [2, 10],
  [4, 1],
  [1, 66],
];

/** How many lines each moment's burst has: the fewest and the most. */
const burstSizes = { goal: [6, 11], three: [2, 4], kickoff: [3, 5], break: [2, 3], resume: [1, 2], final: [3, 5] } as const;

/** An ordinary chat line: mostly about the match the room covers, in its phase; a room without one talks in general. */
function chatLine(phrases: RobotPhrases, room: RobotRoom, at: number, random: () => number): string {
  const general = random() < 0.3;
  const phase = room.match ? matchPhase(room.match, at) : null;
  if (general || !room.match || !phase) return pick(random, phrases.anyRoom);
  return pick(random, phrases.phase[room.match.sportId === 2 ? 'basketball' : 'football'][phase]);
}

/**
 * The robots' actions in one room during one minute of the server clock (minutes since the epoch), in time order: a
 * pure function of the crowd's seed, rates and roster, the room and its match. Entrances come from the crowd's visits;
 * chat lines, gifts and follows are Poisson draws spoken by robots present at their instant; the match's moments bring
 * bursts (a goal the loudest, with a cheering gift now and then). At most `maxPerMinute` survive: gifts and follows
 * first, then the moments' lines, the entrances, and ordinary chat last.
 */
export function planMinute(crowd: RobotCrowd, room: RobotRoom, minuteIndex: number): RobotAction[] {
  const { rates, seed } = crowd;
  const start = minuteIndex * minute;
  const end = start + minute;
  const planned: Planned[] = [];
  const add = (robot: Robot | undefined, at: number, key: string, priority: number, act: Act) => {
    if (robot && at >= start && at < end) planned.push({ ...act, robot, at, key, priority, liveid: room.liveid });
  };
  /** A robot in the room at `at` (the draw is made even when nobody is, so later draws do not shift). */
  const speaker = (random: () => number, at: number) => {
    const draw = random();
    const present = crowd.present(room, at);
    return present[Math.floor(draw * present.length)];
  };

  /** A moment's burst: lines over the next seconds (and a cheering gift after a goal), by dice of the moment. */
  const burst = (moment: Moment) => {
    const dice = seededRandom(mix(seed, room.liveid, moment.at, salt.moment));
    const [least, most] = burstSizes[moment.kind];
    const lines = least + Math.floor(dice() * (most - least + 1));
    let at = moment.at + 1000 + Math.floor(dice() * 2000);
    for (let i = 0; i < lines && at < moment.at + burstSpanMs; i++) {
      const text = pick(dice, crowd.phrases.moment[moment.kind]).replaceAll('{team}', moment.team);
      add(speaker(dice, at), at, `moment:${moment.at}:${i}`, 1, { kind: 'chat', text });
      at += 1000 + Math.floor(dice() * 4000);
    }
    if (moment.kind === 'goal' && dice() < 0.5) {
      const [giftId, count] = pick(dice, cheerGifts);
      const cheerAt = moment.at + 3000 + Math.floor(dice() * 12_000);
      add(speaker(dice, cheerAt), cheerAt, `cheer:${moment.at}`, 0, { kind: 'gift', giftId, count });
    }
  };

  for (const visit of crowd.visits(room, minuteIndex))
    add(visit.robot, visit.from, `enter:${visit.from}:${visit.robot.id}`, 2, { kind: 'enter' });
  const random = seededRandom(mix(seed, room.liveid, minuteIndex, salt.plan));
  const middle = start + minute / 2;
  const size = sizeFactor(room.baseOnline);
  // A nearly empty room is quiet: the chat rate grows with the crowd up to six robots.
  const chats = poisson(random, rates.chat * size * activity(room, middle) * Math.min(1, crowd.present(room, middle).length / 6));
  for (let i = 0; i < chats; i++) {
    const at = start + Math.floor(random() * minute);
    add(speaker(random, at), at, `chat:${start}:${i}`, 3, { kind: 'chat', text: chatLine(crowd.phrases, room, at, random) });
  }
  const giftCount = poisson(random, rates.gifts * size);
  for (let i = 0; i < giftCount; i++) {
    const at = start + Math.floor(random() * minute);
    const [giftId, counts] = weighted(random, giftChoices);
    add(speaker(random, at), at, `gift:${start}:${i}`, 0, { kind: 'gift', giftId, count: weighted(random, counts) });
  }
  const follows = poisson(random, rates.follows);
  for (let i = 0; i < follows; i++) {
    const at = start + Math.floor(random() * minute);
    add(speaker(random, at), at, `follow:${start}:${i}`, 0, { kind: 'follow', anchorId: room.anchorId });
  }
  if (room.match) for (const moment of momentsBetween(room.match, start - burstSpanMs, end - 1)) burst(moment);

  // Priority first, then time: what a minute over its limit keeps.
  const kept = planned
    .sort((a, b) => a.priority - b.priority || a.at - b.at || (a.key < b.key ? -1 : 1))
    .slice(0, Math.max(0, rates.maxPerMinute));
  return kept.sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : 1)).map(({ priority: _priority, ...action }) => action);
}

/**
 * The actions of the given rooms in (from, to] of the server clock, in time order: the minutes it touches, planned
 * whole (by `plan`, which may remember them) and cut to the window. Windows that follow each other give each action
 * once, however the clock steps.
 */
export function actionsBetween(crowd: RobotCrowd, rooms: Iterable<RobotRoom>, from: number, to: number, plan = planMinute): RobotAction[] {
  const actions: RobotAction[] = [];
  for (const room of rooms) {
    for (let m = Math.floor((from + 1) / minute); m <= Math.floor(to / minute); m++)
      actions.push(...plan(crowd, room, m).filter((a) => a.at > from && a.at <= to));
  }
  return actions.sort((a, b) => a.at - b.at || a.liveid - b.liveid || (a.key < b.key ? -1 : 1));
}

/** The gold a planned gift costs (its price times its count). */
export const giftAmount = (action: { giftId: number; count: number }): number => (giftById(action.giftId)?.price ?? 0) * action.count;
