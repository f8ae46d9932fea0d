import styled from '@emotion/styled';

/** Label and value rows of an analysis card. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.375rem 0.75rem;
  margin: 0;
  font-size: 0.8125rem;
  dt {
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

/** A compact table of numbers (bookmakers, outcomes). */
export const NumberTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.75rem;
  th,
  td {
    padding: 0.3rem 0.25rem;
    text-align: right;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  th:first-of-type,
  td:first-of-type {
    text-align: left;
  }
  th {
    color: ${(p) => p.theme.color.textMuted};
    font-weight: 400;
  }
  .best {
    color: ${(p) => p.theme.accent};
    font-weight: 600;
  }
`;
