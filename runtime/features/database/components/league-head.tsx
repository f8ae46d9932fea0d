import styled from '@emotion/styled';
import type { DatabaseEventInfo } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { sport } from '../../../core/rules/match-status.ts';
import { getEventView } from '../api/get-event-view.ts';
import { seasonLabel } from '../lib/season-label.ts';
import { fullName, teamName } from '../../../core/rules/display-rules.ts';
import { fitToRoom } from '../../../core/rules/text-rules.ts';
import { nameRoom } from '../lib/names.ts';

const Head = styled.header`
  display: grid;
  grid-template-columns: 3.5rem minmax(0, 1fr);
  gap: 0.25rem 0.75rem;
  align-items: center;
  padding: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  img {
    grid-row: span 2;
    width: 3.5rem;
    height: 3.5rem;
  }
  h2 {
    overflow: hidden;
    margin: 0;
    font-size: 1.0625rem;
    white-space: nowrap;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.375rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
  select {
    min-width: 0;
    padding: 0.1875rem 0.375rem;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 0.375rem;
    background: ${(p) => p.theme.color.background};
    color: ${(p) => p.theme.color.text};
    font: inherit;
  }
`;

const Summary = styled.p`
  grid-column: 1 / -1;
  margin: 0.25rem 0 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
`;

/**
 * A competition's header: logo, name, the season picker (every season, newest first, shown as "start ~ end") and the
 * chosen season's matches played, goals (or points) per match and leader.
 */
export function LeagueHead(props: { info: DatabaseEventInfo; season: string; onSeason(season: string): void }) {
  const { t, i18n } = useT('database');
  const { info } = props;
  const view = useRemote(() => getEventView(info.id, props.season), `${info.id}:${props.season}`);
  const name = fullName(info, i18n.language);
  return (
    <Head data-testid="league-head">
      <img src={serverUrl(info.logo)} alt="" width="56" height="56" />
      <h2 title={name} data-testid="league-name">
        {fitToRoom(name, nameRoom.header, i18n.language)}
      </h2>
      <label>
        {t('season')}
        <select value={props.season} onChange={(event) => props.onSeason(event.target.value)} data-testid="season-picker">
          {info.seasons.map((season) => (
            <option key={season.season} value={season.season}>
              {seasonLabel(season)}
            </option>
          ))}
        </select>
      </label>
      {view.state === 'ready' ? (
        <Summary data-testid="league-summary">
          {[
            t('played', { n: view.data.matches_played }),
            t(info.sport_id === sport.basketball ? 'pointsPerMatch' : 'goalsPerMatch', { n: view.data.goals_per_match }),
            view.data.leader
              ? t('leader', { name: fitToRoom(teamName(view.data.leader, i18n.language), nameRoom.side, i18n.language) })
              : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Summary>
      ) : null}
    </Head>
  );
}
