import type { Match } from '../../../../schema/generated/api.ts';

/**
 * The live state of a match at an instant: the simulator. It is a pure function of kickoff time, the clock and the
 * match's incidents, so every server (and every restart) shows the same minute and score at the same time, and a
 * fixed --clock freezes it. Sport: 1 football, 2 basketball (spec 000 §4).
 *
 * The state is the live fields of an API match: football's `time` is the minute shown ("23", "45", "90+"),
 * basketball's the remaining time in the period as mm:ss; `played_seconds` is what incidents are counted up to.
 */
export type MatchState = Pick<
  Match,
  'status' | 'time' | 'period_count' | 'period_remaining_time' | 'home_score' | 'away_score' | 'played_seconds'
>;

export interface ScoringIncident {
  at_second: number;
  side: 'home' | 'away';
  points: number;
}

const minute = 60;

/** Football: 45 min halves, a 15 min break; status 2 first half, 3 half-time, 4 second half, 8 finished. */
function footballPhase(elapsed: number): { status: number; played: number; shownMinute: string } {
  if (elapsed < 0) return { status: 1, played: 0, shownMinute: '' };
  if (elapsed < 45 * minute) return { status: 2, played: elapsed, shownMinute: String(Math.floor(elapsed / minute) + 1) };
  if (elapsed < 60 * minute) return { status: 3, played: 45 * minute, shownMinute: '45' };
  if (elapsed < 105 * minute)
    return { status: 4, played: elapsed - 15 * minute, shownMinute: String(Math.floor((elapsed - 15 * minute) / minute) + 1) };
  return { status: 8, played: 90 * minute, shownMinute: '90+' };
}

/** Basketball: four 12 min quarters; 2 min breaks after Q1 and Q3, 15 min half-time. */
const basketballPeriods = [
  { status: 2, length: 12 * minute, period: 1 },
  { status: 3, length: 2 * minute, period: 1, pause: true },
  { status: 4, length: 12 * minute, period: 2 },
  { status: 5, length: 15 * minute, period: 2, pause: true },
  { status: 6, length: 12 * minute, period: 3 },
  { status: 7, length: 2 * minute, period: 3, pause: true },
  { status: 8, length: 12 * minute, period: 4 },
];

function basketballPhase(elapsed: number): { status: number; played: number; period: number; remaining: number } {
  if (elapsed < 0) return { status: 1, played: 0, period: 0, remaining: 12 * minute };
  let start = 0;
  let played = 0;
  for (const phase of basketballPeriods) {
    if (elapsed < start + phase.length) {
      const into = elapsed - start;
      return phase.pause
        ? { status: phase.status, played, period: phase.period, remaining: 0 }
        : { status: phase.status, played: played + into, period: phase.period, remaining: phase.length - into };
    }
    start += phase.length;
    if (!phase.pause) played += phase.length;
  }
  return { status: 10, played, period: 4, remaining: 0 };
}

const mmss = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** A match's live state at `now`: status, the clock as shown, the period and the score counted up to the second played. */
export function matchState(
  sportId: number,
  kickoff: Date,
  now: Date,
  incidents: readonly ScoringIncident[],
  statusOverride?: number | null,
): MatchState {
  const elapsed = Math.floor((now.getTime() - kickoff.getTime()) / 1000);
  const score = (played: number) => ({
    home_score: incidents.filter((i) => i.side === 'home' && i.at_second <= played).reduce((n, i) => n + i.points, 0),
    away_score: incidents.filter((i) => i.side === 'away' && i.at_second <= played).reduce((n, i) => n + i.points, 0),
  });
  if (sportId === 2) {
    const phase = basketballPhase(elapsed);
    const state = {
      status: phase.status,
      time: phase.status === 1 || phase.status === 10 ? '' : mmss(phase.remaining),
      period_count: phase.period,
      period_remaining_time: phase.remaining,
      played_seconds: phase.played,
      ...score(phase.played),
    };
    // A fixed status outside play (finished, postponed, cancelled ...) shows no running clock.
    return statusOverride == null
      ? state
      : { ...state, status: statusOverride, ...(statusOverride >= 2 && statusOverride <= 9 ? {} : { time: '' }) };
  }
  const phase = footballPhase(elapsed);
  const state = {
    status: phase.status,
    time: phase.shownMinute,
    period_count: phase.status >= 4 ? 2 : phase.status >= 2 ? 1 : 0,
    period_remaining_time: 0,
    played_seconds: phase.played,
    ...score(phase.played),
  };
  return statusOverride == null ? state : { ...state, status: statusOverride, time: '' };
}
