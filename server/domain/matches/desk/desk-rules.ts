import { DomainError } from '../../errors.ts';
import type { DeskEventKind } from './desk-store.ts';

// What the desk accepts (docs/operators.md "Match desk"). The console checks the same rules before it sends
// (console/validation/desk-rules.ts), with these messages as its Chinese labels.

/** The statuses the desk sets, per sport (spec 000 §4): football kickoff, half time, second half, full time. */
export const deskStatuses: Readonly<Record<number, readonly number[]>> = {
  1: [2, 3, 4, 8],
  // Basketball: the first quarter, the second, half time, the third, the fourth, finished.
  2: [2, 4, 5, 6, 8, 10],
};

/** The latest minute an event may carry: extra time and its stoppage. */
export const maxDeskMinute = 130;
/** The longest scorer or player name. */
export const maxDeskPlayer = 40;

/** An event as the console sends it. */
export interface DeskEventInput {
  kind: DeskEventKind;
  side?: 'home' | 'away';
  minute?: number;
  player?: string;
  points?: number;
  status?: number;
}

/** An event the desk will write: its fields checked against the match's sport. */
export interface CheckedDeskEvent {
  kind: DeskEventKind;
  side: 'home' | 'away' | null;
  minute: number | null;
  points: number | null;
  player: string;
  status: number | null;
}

const bad = (message: string) => new DomainError('BAD_INPUT', `参数错误: ${message}`);

/** Checks an event against the match's sport; throws status 1 with what is wrong. */
export function checkDeskEvent(sportId: number, input: DeskEventInput): CheckedDeskEvent {
  if (input.kind === 'status') {
    const allowed = deskStatuses[sportId] ?? [];
    if (input.status === undefined || !allowed.includes(input.status)) throw bad('这个比赛状态不能在比赛台设置');
    return { kind: 'status', side: null, minute: null, points: null, player: '', status: input.status };
  }
  if (sportId !== 1 && input.kind !== 'goal') throw bad('篮球比赛没有红黄牌');
  if (input.side !== 'home' && input.side !== 'away') throw bad('请选择球队');
  const minute = input.minute;
  if (minute === undefined || !Number.isInteger(minute) || minute < 1 || minute > maxDeskMinute)
    throw bad(`分钟应为 1 到 ${maxDeskMinute} 的整数`);
  const player = (input.player ?? '').trim();
  // Control characters would break the text live's line; the name is shown as text everywhere.
  if ([...player].length > maxDeskPlayer || /\p{Cc}/u.test(player)) throw bad(`球员名最多 ${maxDeskPlayer} 个字`);
  const points = input.kind !== 'goal' ? null : sportId === 1 ? 1 : (input.points ?? 2);
  if (points !== null && (sportId === 1 ? input.points !== undefined && input.points !== 1 : ![1, 2, 3].includes(points)))
    throw bad(sportId === 1 ? '足球进球只计 1 分' : '篮球得分为 1、2 或 3 分');
  return { kind: input.kind, side: input.side, minute, points, player, status: null };
}

/**
 * The second of play a goal is stored at: the start of the minute given, or the clock's second of play when the
 * clock has not reached it (a match run by hand ahead of its schedule), so the goal counts in the score at once.
 */
export function goalSecond(minute: number, playedSeconds: number): number {
  return Math.min((minute - 1) * 60, playedSeconds);
}
