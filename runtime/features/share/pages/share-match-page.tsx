import styled from '@emotion/styled';
import { useParams } from 'react-router-dom';
import type { Team } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { competitionName, fullName } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { useNow } from '../../../core/time/use-now.ts';
import { getMatchInfo } from '../api/get-match-info.ts';
import { ShareFrame } from '../components/share-frame.tsx';
import { ShareState } from '../components/share-states.tsx';
import { useShareData } from '../hooks/use-share-data.ts';
import { matchSummary } from '../lib/match-summary.ts';
import { idFrom, sportFrom } from '../lib/share-ids.ts';

const Card = styled.article`
  padding: 1rem 0.75rem 1.25rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  header {
    margin-bottom: 1rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
    text-align: center;
  }
`;

const Board = styled.div`
  display: grid;
  grid-template-columns: 1fr 6.5rem 1fr;
  align-items: start;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  img {
    width: 3.5rem;
    height: 3.5rem;
  }
  span {
    max-width: 100%;
    overflow-wrap: anywhere;
    font-size: 0.9375rem;
    text-align: center;
  }
`;

const Centre = styled.div<{ live: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.375rem;
  padding-top: 0.75rem;
  b {
    font-size: 1.625rem;
    font-variant-numeric: tabular-nums;
  }
  small {
    color: ${(p) => (p.live ? p.theme.accent : p.theme.color.textMuted)};
    font-size: 0.75rem;
    font-weight: ${(p) => (p.live ? 600 : 400)};
  }
`;

function TeamSide(props: { team: Team; lang: string; testId: string }) {
  // The full name: the card has room for two lines per team, and a fan outside the app may not know the short one.
  const name = fullName(props.team, props.lang);
  return (
    <Side data-testid={props.testId}>
      <img src={serverUrl(props.team.logo)} alt="" />
      <span>{name}</span>
    </Side>
  );
}

/** /share/match/:sport/:id: both teams with logos, the league, the status label and clock (core rules) and the score. */
export default function ShareMatchPage() {
  const { t } = useT('share');
  const lang = useAppStore((s) => s.lang);
  const now = useNow(1_000);
  const params = useParams();
  const sportName = sportFrom(params.sport);
  const matchId = idFrom(params.id);
  const { state, retry } = useShareData(`${sportName}/${matchId}`, sportName && matchId ? () => getMatchInfo(sportName, matchId) : null);
  const match = state.status === 'ready' ? state.data : null;
  const summary = match ? matchSummary(match, now) : null;
  return (
    <ShareFrame testId="share-match" appPath={match ? `/score/detail/${sportName}/${match.id}` : '/'}>
      <ShareState state={state} onRetry={retry} />
      {match && summary ? (
        <Card>
          <header>
            {competitionName(match.matchevent, lang)} · {t(`sport.${sportName}`)}
          </header>
          <Board>
            <TeamSide team={match.hometeam} lang={lang} testId="home-team" />
            <Centre live={summary.inPlay}>
              <b data-testid="match-score">{summary.showsScore ? `${match.home_score} - ${match.away_score}` : t('vs')}</b>
              <small data-testid="match-status">
                {t(summary.statusKey)}
                {summary.clock ? ` ${summary.clock}` : ''}
              </small>
            </Centre>
            <TeamSide team={match.awayteam} lang={lang} testId="away-team" />
          </Board>
        </Card>
      ) : null}
    </ShareFrame>
  );
}
