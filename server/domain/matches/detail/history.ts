import { serverDate } from '../../../clock.ts';
import { kickedOffBefore, meetingsSelection, teamSelection, type MatchSelection } from '../match-store.ts';
import { loadMatches, phaseOf } from '../matches.ts';
import type { MatchReads } from '../ports.ts';

export interface PastMatch {
  date: string;
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
}

/** A team's finished matches that kicked off before `before`, newest first (stored results of every season). */
async function finishedBefore(context: MatchReads, selection: MatchSelection, before: Date) {
  const matches = await loadMatches(context, context.clock.now(), kickedOffBefore(selection, before.toISOString()));
  return matches.filter((m) => phaseOf(m.sport_id, m.status) === 'finished').reverse();
}

/** Earlier meetings of two teams (before `before`), newest first, six at most: head-to-head in the analysis tab. */
export async function headToHead(context: MatchReads, homeTeamId: number, awayTeamId: number, before: Date): Promise<PastMatch[]> {
  const meetings = await finishedBefore(context, meetingsSelection(homeTeamId, awayTeamId), before);
  return meetings.slice(0, 6).map((m) => ({
    date: serverDate(new Date(m.start_time * 1000)),
    home_team_id: m.hometeam.id,
    away_team_id: m.awayteam.id,
    home_score: m.home_score,
    away_score: m.away_score,
  }));
}

/** A team's last five results before `before`: W, D or L, newest first. */
export async function recentForm(context: MatchReads, teamId: number, before: Date): Promise<('W' | 'D' | 'L')[]> {
  const matches = await finishedBefore(context, teamSelection(teamId), before);
  return matches.slice(0, 5).map((m) => {
    const [own, other] = m.hometeam.id === teamId ? [m.home_score, m.away_score] : [m.away_score, m.home_score];
    return own > other ? 'W' : own === other ? 'D' : 'L';
  });
}
