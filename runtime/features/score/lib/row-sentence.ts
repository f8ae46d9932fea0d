import type { Match } from '../../../../schema/generated/api.ts';
import { kickoffClock, teamName } from '../../../core/rules/display-rules.ts';
import { showsScore, type MatchState } from './schedule.ts';

/** A label of the score namespace with its values (i18next's `t`, or `translate` outside React). */
type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * What a screen reader says for a score row, as one sentence: home, score, away, then the minute or the state
 * ("伦敦 3 比 1 利物浦，66'"); a match not started says its kickoff instead of a score. The row's link carries it as its
 * name, which replaces the scattered parts (two names, a score, a clock) it is drawn from.
 */
export function rowSentence(match: Match, state: MatchState, lang: string, t: Translate): string {
  const stateText =
    state.kind === 'clock'
      ? `${state.periodKey ? `${t(state.periodKey)} ` : ''}${state.text}`
      : state.kind === 'label'
        ? t(state.key)
        : t('soon');
  const [home, away] = [teamName(match.hometeam, lang), teamName(match.awayteam, lang)];
  return showsScore(match)
    ? t('rowScore', { home, away, homeScore: match.home_score, awayScore: match.away_score, state: stateText })
    : t('rowFixture', { home, away, state: `${kickoffClock(match.start_time)} ${stateText}` });
}
