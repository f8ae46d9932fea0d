import styled from '@emotion/styled';
import { color } from './tokens.ts';

/** A table wider than a phone scrolls sideways inside its card instead of widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
  margin: 0 -4px;
  padding: 0 4px;
`;

/** The console's data table. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  & th {
    text-align: left;
    font-weight: 600;
    color: ${color.muted};
    padding: 8px 10px;
    border-bottom: 1px solid ${color.border};
    white-space: nowrap;
  }
  & td {
    padding: 10px;
    border-bottom: 1px solid ${color.border};
    vertical-align: top;
  }
  & tbody tr:hover {
    background: ${color.page};
  }
`;
