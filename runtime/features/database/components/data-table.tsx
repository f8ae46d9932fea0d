import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { serverUrl } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { fitToRoom } from '../../../core/rules/text-rules.ts';

/** The database's tables: full width, small tabular figures, muted headings, a rule between rows. */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
  th {
    padding: 0.375rem 0.125rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
    font-weight: 400;
    text-align: center;
  }
  td {
    padding: 0.4375rem 0.125rem;
    border-top: 1px solid ${(p) => p.theme.color.border};
    text-align: center;
  }
  th:nth-of-type(2),
  td:nth-of-type(2) {
    width: 45%;
    text-align: left;
  }
`;

const NameLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.375rem;
  min-width: 0;
  color: inherit;
  text-decoration: none;
  img {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
  }
  span {
    overflow: hidden;
    white-space: nowrap;
  }
`;

/** A team (or national team) in a table cell: its logo and its name cut to `room` (lib/names.ts), opening its page. */
export function TeamCell(props: { to: string; logo: string; name: string; room: number }) {
  const { i18n } = useT('database');
  return (
    <NameLink to={props.to} title={props.name} data-testid="team-link">
      <img src={serverUrl(props.logo)} alt="" width="18" height="18" loading="lazy" />
      <span data-testid="team-name">{fitToRoom(props.name, props.room, i18n.language)}</span>
    </NameLink>
  );
}
