import styled from '@emotion/styled';
import { color, narrow } from './tokens.ts';

/** A table wider than its card scrolls sideways inside it instead of widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
  margin: 0 -4px;
  padding: 0 4px;
`;

/**
 * The console's data table. On a phone each row becomes a small card of its own, every cell under its column's name
 * (`data-label` on each cell), instead of a table to scroll sideways.
 */
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
  ${narrow} {
    & thead {
      display: none;
    }
    & tbody tr {
      display: block;
      padding: 8px 0;
      border-bottom: 1px solid ${color.border};
    }
    & tbody tr:hover {
      background: none;
    }
    & td {
      display: block;
      position: relative;
      min-height: 28px;
      padding: 4px 0 4px 96px;
      border: none;
    }
    & td::before {
      content: attr(data-label);
      position: absolute;
      left: 0;
      top: 4px;
      width: 88px;
      color: ${color.muted};
      font-weight: 600;
    }
  }
`;
