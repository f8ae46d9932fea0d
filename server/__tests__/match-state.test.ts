import { describe, expect, it } from 'vitest';
import { matchState } from '../domain/matches/simulation/match-state.ts';

const kickoff = new Date('2026-06-01T12:00:00Z');
const at = (minutes: number, seconds = 0) => new Date(kickoff.getTime() + minutes * 60_000 + seconds * 1000);
const goals = [
  { at_second: 10 * 60, side: 'home' as const, points: 1 },
  { at_second: 70 * 60, side: 'away' as const, points: 1 },
];

describe('football state over time (spec 000 §4)', () => {
  it.each([
    [-5, 1, '', 0, 0],
    [0, 2, '1', 0, 0],
    [22, 2, '23', 1, 0],
    [50, 3, '45', 1, 0],
    [61, 4, '47', 1, 0],
    [86, 4, '72', 1, 1],
    [120, 8, '90+', 1, 1],
  ])('%i min after kickoff: status %i, minute "%s", %i-%i', (minutes, status, time, home, away) => {
    expect(matchState(1, kickoff, at(minutes), goals)).toMatchObject({ status, time, home_score: home, away_score: away });
  });

  it('keeps a fixed status (postponed) but no clock', () => {
    expect(matchState(1, kickoff, at(30), goals, 9)).toMatchObject({ status: 9, time: '' });
  });
});

describe('basketball state over time', () => {
  it.each([
    [5, 0, 2, '07:00', 1],
    [13, 0, 3, '00:00', 1],
    [20, 0, 4, '06:00', 2],
    [30, 0, 5, '00:00', 2],
    [50, 30, 6, '02:30', 3],
    [54, 0, 7, '00:00', 3],
    [60, 0, 8, '07:00', 4],
    [70, 0, 10, '', 4],
  ])('%i:%i after tip-off: status %i, remaining %s, period %i', (minutes, seconds, status, time, period) => {
    expect(matchState(2, kickoff, at(minutes, seconds), [])).toMatchObject({ status, time, period_count: period });
  });

  it('adds points as play goes on, and stops the count during breaks', () => {
    const points = [
      { at_second: 11 * 60, side: 'home' as const, points: 3 },
      { at_second: 13 * 60, side: 'away' as const, points: 2 },
    ];
    expect(matchState(2, kickoff, at(13), points)).toMatchObject({ home_score: 3, away_score: 0 });
    expect(matchState(2, kickoff, at(16), points)).toMatchObject({ home_score: 3, away_score: 2 });
  });
});

describe('accelerated clock (--speed)', () => {
  it('runs the given number of times faster than real time from its start', async () => {
    const { acceleratedClock } = await import('../clock.ts');
    let real = 1_000_000;
    const clock = acceleratedClock(60, kickoff, () => real);
    real += 45_000;
    // 45 real seconds at 60x are 45 minutes of play: the first half is over.
    expect(matchState(1, kickoff, clock.now(), goals)).toMatchObject({ status: 3, time: '45', home_score: 1 });
    expect(() => acceleratedClock(0)).toThrow(/positive/);
  });
});
