import { describe, expect, it } from 'vitest';
import type { Match } from '../../../../schema/generated/api.ts';
import { steadyRows, type SteadyRow } from '../lib/steady-rows.ts';

const kickoff = Date.parse('2026-06-13T12:00:00Z');
const match = (overrides: Partial<Match>): Match =>
  ({
    id: 1,
    sport_id: 1,
    status: 1,
    period_remaining_time: 0,
    home_score: 0,
    away_score: 0,
    kickoff_time: kickoff / 1000,
    start_time: kickoff / 1000,
    live: 0,
    attented: 0,
    ...overrides,
  }) as Match;

/** A row's element as the page builds it: what it was built from, and a count of builds. */
function builder() {
  const built: string[] = [];
  const build = (m: Match, goal: boolean) => {
    built.push(`${m.id}`);
    return { id: m.id, goal };
  };
  return { built, build };
}

describe("the score list's rows rebuilt only when what they show changes", () => {
  const finished = match({ id: 1, status: 8, home_score: 2, away_score: 1 });
  const upcoming = match({ id: 2, status: 1, kickoff_time: kickoff / 1000 + 86_400, start_time: kickoff / 1000 + 86_400 });
  const football = match({ id: 3, status: 2, kickoff_time: kickoff / 1000 });
  const basketball = match({ id: 4, sport_id: 2, status: 2, period_remaining_time: 600 });
  const list = [finished, upcoming, football, basketball];

  it("keeps a row's element across a tick where its clock shows the same, and builds it again when it moves", () => {
    const { built, build } = builder();
    const fetchedAt = kickoff + 10 * 60_000;
    let rows = new Map<number, SteadyRow<{ id: number; goal: boolean }>>();
    const first = steadyRows(rows, list, fetchedAt, fetchedAt, new Set(), build);
    rows = first.rows;
    expect(built).toEqual(['1', '2', '3', '4']);

    // One second on: the basketball period's remaining time counts down; the football clock (minutes) does not move.
    built.length = 0;
    const second = steadyRows(rows, list, fetchedAt + 1_000, fetchedAt, new Set(), build);
    expect(built).toEqual(['4']);
    expect(second.elements.slice(0, 3)).toEqual(first.elements.slice(0, 3));
    expect(second.elements[0]).toBe(first.elements[0]);
    expect(second.elements[2]).toBe(first.elements[2]);
    expect(second.elements[3]).not.toBe(first.elements[3]);

    // A minute on, the football clock moves too.
    built.length = 0;
    steadyRows(second.rows, list, fetchedAt + 61_000, fetchedAt, new Set(), build);
    expect(built).toEqual(['3', '4']);
  });

  it('builds a row again for a new match object (a goal or a follow) or a goal mark, and forgets the matches gone', () => {
    const { built, build } = builder();
    const at = kickoff + 10 * 60_000;
    const first = steadyRows(new Map(), [finished, upcoming], at, at, new Set(), build);
    built.length = 0;
    const followed: Match = { ...upcoming, attented: 1 };
    const next = steadyRows(first.rows, [finished, followed], at, at, new Set([1]), build);
    expect(built).toEqual(['1', '2']);
    expect(next.elements).toEqual([
      { id: 1, goal: true },
      { id: 2, goal: false },
    ]);
    const fewer = steadyRows(next.rows, [followed], at, at, new Set([1]), build);
    expect([...fewer.rows.keys()]).toEqual([2]);
    expect(fewer.elements[0]).toBe(next.elements[1]);
  });
});
