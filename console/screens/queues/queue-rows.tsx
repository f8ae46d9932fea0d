import styled from '@emotion/styled';
import { color } from '../../ui/tokens.ts';

/** A queue's rows as a list (the feedback and chat reports screens), each row a column of its parts. */
export const QueueList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const QueueItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 0;
  border-bottom: 1px solid ${color.border};
`;

/** A row's small print: who, when, what kind. */
export const QueueMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  font-size: 12px;
  color: ${color.muted};
`;
