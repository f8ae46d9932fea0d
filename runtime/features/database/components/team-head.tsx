import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { DatabaseTeamInfo } from '../../../../schema/generated/api.ts';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { competitionName, fullName } from '../../../core/rules/display-rules.ts';
import { fitToRoom } from '../../../core/rules/text-rules.ts';
import { nameRoom } from '../lib/names.ts';
import { leaguePath } from '../lib/paths.ts';
import { RankChange } from './fifa-rank-table.tsx';

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  img {
    flex: none;
    width: 3.5rem;
    height: 3.5rem;
  }
  div {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-size: 1.0625rem;
    white-space: nowrap;
  }
  a,
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
    text-decoration: none;
  }
`;

/** A team's header: logo, name (spec 000 §5 width), its competition (opening it) and, for a ranked national team, its FIFA rank. */
export function TeamHead(props: { info: DatabaseTeamInfo }) {
  const { t, i18n } = useT('database');
  const { team, event, fifa } = props.info;
  const name = fullName(team, i18n.language);
  return (
    <Head data-testid="team-head">
      <img src={serverUrl(team.logo)} alt="" width="56" height="56" />
      <div>
        <h2 title={name} data-testid="team-title">
          {fitToRoom(name, nameRoom.header, i18n.language)}
        </h2>
        <Link to={leaguePath(event)} data-testid="team-league">
          {competitionName(event, i18n.language)}
        </Link>
        {fifa ? (
          <p data-testid="team-fifa">
            {t('fifa.rankOf', { rank: fifa.rank })} · {t('fifa.pointsOf', { points: fifa.points })} <RankChange change={fifa.change} />
          </p>
        ) : null}
      </div>
    </Head>
  );
}
