import styled from '@emotion/styled';

/** The tabs' tables (odds, standings): full width, small tabular figures, muted headings, a rule between rows. */
export const DataTable = styled.table`
  width: calc(100% - 1.5rem);
  margin: 0.5rem 0.75rem;
  border-collapse: collapse;
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
  th {
    padding: 0.375rem 0.125rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
    font-weight: 400;
  }
  td {
    padding: 0.4375rem 0.125rem;
    border-top: 1px solid ${(p) => p.theme.color.border};
    text-align: center;
  }
`;
