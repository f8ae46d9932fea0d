import styled from '@emotion/styled';
import type { Match } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { competitionName, teamName } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { matchSummary } from '../lib/match-summary.ts';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin: 1rem 0 0;
  padding: 0.625rem 0.75rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  font-size: 0.875rem;
  small {
    color: ${(p) => p.theme.color.textMuted};
  }
  b {
    font-variant-numeric: tabular-nums;
  }
`;

/** The match a shared room covers, in one line: league, teams, score and status (the core's rules, at load time). */
export function CoveredMatch(props: { match: Match }) {
  const { t } = useT('share');
  const lang = useAppStore((s) => s.lang);
  const { match } = props;
  const summary = matchSummary(match, Date.now());
  return (
    <Line data-testid="covered-match">
      <small>{competitionName(match.matchevent, lang)}</small>
      <span>
        {teamName(match.hometeam, lang)} <b>{summary.showsScore ? `${match.home_score} - ${match.away_score}` : t('vs')}</b>{' '}
        {teamName(match.awayteam, lang)}
      </span>
      <small>
        {t(summary.statusKey)}
        {summary.clock ? ` ${summary.clock}` : ''}
      </small>
    </Line>
  );
}
