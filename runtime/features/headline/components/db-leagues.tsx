import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { competitionName } from '../../../core/rules/display-rules.ts';
import { sportPath } from '../../../core/rules/match-status.ts';
import type { HotEvent } from '../api/home.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 0.625rem;
  padding: 0 0.75rem;
`;

const League = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.375rem;
  padding: 0.75rem 0.25rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  color: inherit;
  font-size: 0.8125rem;
  text-decoration: none;
  img {
    width: 2.5rem;
    height: 2.5rem;
  }
`;

/** The database tab of the home page: the hot leagues, each opening its database page. */
export function DbLeagues(props: { events: HotEvent[] }) {
  const { i18n } = useT('headline');
  return (
    <Grid data-testid="db-leagues">
      {props.events.map((event) => (
        <League key={event.id} to={`/database/league/${sportPath(event.sport_id)}/${event.id}`}>
          <img src={serverUrl(event.logo)} alt="" width="40" height="40" loading="lazy" />
          <span>{competitionName(event, i18n.language)}</span>
        </League>
      ))}
    </Grid>
  );
}
