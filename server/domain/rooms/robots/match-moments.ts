import { matchState, type ScoringIncident } from '../../matches/simulation/match-state.ts';
import { phaseOf } from '../../matches/matches.ts';
import type { MatchPhase, MomentKind } from './robot-phrases.ts';

/** What the robots know of the match a room covers: what the simulator needs, and the sides' short Chinese names. */
export interface RobotMatch {
  sportId: number;
  kickoff: Date;
  statusOverride: number | null;
  incidents: readonly ScoringIncident[];
  home: string;
  away: string;
}

/** A moment the room reacts to; `team` is the side it belongs to ('' for the match's own moments). */
export interface Moment {
  at: number;
  kind: MomentKind;
  team: string;
}

/**
 * The robots watch the match on a 5-second grid of the server clock: a moment is noticed at the first step after it.
 * A grid (rather than the instant of each tick) keeps the moments the same however the ticks fall.
 */
export const momentStepMs = 5_000;

const isBreak = (sportId: number, status: number) => (sportId === 2 ? status === 3 || status === 5 || status === 7 : status === 3);

function stateAt(match: RobotMatch, at: number) {
  // The clock and phase do not depend on the incidents; the score is not needed here.
  const state = matchState(match.sportId, match.kickoff, new Date(at), [], match.statusOverride);
  return { status: state.status, played: state.played_seconds, phase: phaseOf(match.sportId, state.status) };
}

/** The phase of the match at an instant, as the chat talks about it; null for a postponed or cancelled match. */
export function matchPhase(match: RobotMatch, at: number): MatchPhase | null {
  const { status, phase } = stateAt(match, at);
  if (phase === 'waiting') return 'before';
  if (phase === 'inplay') return isBreak(match.sportId, status) ? 'break' : 'play';
  return phase === 'finished' ? 'after' : null;
}

/**
 * The moments noticed in (fromMs, toMs]: the kickoff, a break and the restart, the final whistle, each football goal
 * and each basketball three. Goals come from the match's incidents (the seeded ones and those the admin API adds) as
 * the played time passes them, exactly as the score the API shows.
 */
export function momentsBetween(match: RobotMatch, fromMs: number, toMs: number): Moment[] {
  const moments: Moment[] = [];
  const first = Math.floor(fromMs / momentStepMs) + 1;
  let previous = stateAt(match, (first - 1) * momentStepMs);
  for (let step = first; step * momentStepMs <= toMs; step++) {
    const at = step * momentStepMs;
    const current = stateAt(match, at);
    if (current.phase === 'inplay') {
      const [wasBreak, nowBreak] = [isBreak(match.sportId, previous.status), isBreak(match.sportId, current.status)];
      if (previous.phase === 'waiting') moments.push({ at, kind: 'kickoff', team: '' });
      else if (nowBreak && !wasBreak) moments.push({ at, kind: 'break', team: '' });
      else if (wasBreak && !nowBreak) moments.push({ at, kind: 'resume', team: '' });
      for (const incident of match.incidents) {
        if (incident.at_second <= previous.played || incident.at_second > current.played) continue;
        const team = incident.side === 'home' ? match.home : match.away;
        if (match.sportId === 1) moments.push({ at, kind: 'goal', team });
        else if (incident.points === 3) moments.push({ at, kind: 'three', team });
      }
    } else if (current.phase === 'finished' && previous.phase === 'inplay') {
      moments.push({ at, kind: 'final', team: '' });
    }
    previous = current;
  }
  return moments;
}
