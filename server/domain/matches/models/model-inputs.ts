import { serverDayStart } from '../../../clock.ts';
import type { BookmakerOdds, PoissonInput, TeamRecord } from './types.ts';
import { openingOddsOf } from '../detail/odds.ts';
import { footballBetween } from '../match-store.ts';
import { loadMatches, phaseOf, type MatchView } from '../matches.ts';
import type { MatchReads } from '../ports.ts';

/** A match the models analyse, with what they read: each side's recent record, the league's average, the odds. */
export interface ModelInput {
  match: MatchView;
  poisson: PoissonInput;
  odds: BookmakerOdds[];
}

/** The models cover football matches of the last week and the coming days: those with stored opening odds. */
const daysBack = 7;
const daysAhead = 4;
/** A team's form is its last ten finished matches before kickoff (of any competition, any season stored). */
const formMatches = 10;
/** The league average and the teams' records read the 30 days before each kickoff (history is read 40 days back). */
const lookBackSeconds = 30 * 86_400;
const historyDays = 40;
/** A football match is over 105 minutes after kickoff (two halves and the break): earlier matches only count if over by then. */
const matchSeconds = 105 * 60;

const isFinished = (m: MatchView) => phaseOf(m.sport_id, m.status) === 'finished';

/** The models' window, as server-day instants: the last week and the coming days. */
const windowRange = (now: Date, back: number): [string, string] => [
  serverDayStart(now, -back).toISOString(),
  serverDayStart(now, daysAhead).toISOString(),
];

/**
 * The football matches of the models' window as they stand at `now`, by id (postponed and cancelled ones left out).
 * Their rows are read once per write (the read cache); only the state is worked out again, from the clock.
 */
export async function modelMatchesNow(context: MatchReads, now: Date): Promise<Map<number, MatchView>> {
  const matches = await loadMatches(context, now, footballBetween(windowRange(now, daysBack)));
  return new Map(matches.filter((m) => phaseOf(m.sport_id, m.status) !== 'other').map((m) => [m.id, m]));
}

/**
 * Inputs for every football match in the models' window that is waiting, in play or finished (postponed and
 * cancelled ones are left out). Only results from before a match's kickoff are read, so a finished match's pick is
 * what the model said before it was played.
 */
export async function modelInputs(context: MatchReads): Promise<ModelInput[]> {
  const now = context.clock.now();
  const history = await loadMatches(context, now, footballBetween(windowRange(now, historyDays)));
  const played = history.filter(isFinished);
  const windowStart = serverDayStart(now, -daysBack).getTime() / 1000;
  const shown = history.filter((m) => m.start_time >= windowStart && phaseOf(m.sport_id, m.status) !== 'other');
  const odds = await openingOddsOf(
    context,
    shown.map((m) => m.id),
  );
  return shown.map((match) => {
    // Only matches already over at this kickoff: the inputs, and so the pick, never change once the match has started.
    const before = played.filter(
      (m) => m.start_time + matchSeconds <= match.start_time && m.start_time >= match.start_time - lookBackSeconds,
    );
    const league = before.filter((m) => m.matchevent.id === match.matchevent.id);
    // A competition with no result yet (a cup's first day) takes the average of all football before it.
    const sample = league.length ? league : before;
    const goals = sample.reduce((n, m) => n + m.home_score + m.away_score, 0);
    const lines = odds.get(match.id) ?? [];
    return {
      match,
      poisson: {
        home: record(before, match.hometeam.id),
        away: record(before, match.awayteam.id),
        leagueAverage: sample.length ? goals / (2 * sample.length) : 0,
      },
      odds: lines.map((l) => ({ bookmaker_id: l.id, name: l.name, line: l.europe })),
    };
  });
}

/** A team's goals for and against over its last ten of the given matches (all over before the kickoff in question). */
function record(before: readonly MatchView[], teamId: number): TeamRecord {
  const recent = before.filter((m) => m.hometeam.id === teamId || m.awayteam.id === teamId).slice(-formMatches);
  return recent.reduce(
    (sum, m) => {
      const home = m.hometeam.id === teamId;
      return {
        played: sum.played + 1,
        scored: sum.scored + (home ? m.home_score : m.away_score),
        conceded: sum.conceded + (home ? m.away_score : m.home_score),
      };
    },
    { played: 0, scored: 0, conceded: 0 },
  );
}
