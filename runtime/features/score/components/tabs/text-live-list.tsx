import styled from '@emotion/styled';
import type { TextLiveLine } from '../../../../../schema/generated/api.ts';

const List = styled.ol`
  margin: 0;
  padding: 0 0.75rem 0.75rem;
  list-style: none;
`;

const Line = styled.li<{ highlight: boolean }>`
  display: grid;
  grid-template-columns: 2.25rem 1fr;
  gap: 0.5rem;
  padding: 0.5rem 0;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  font-size: 0.8125rem;
  line-height: 1.4;
  b {
    color: ${(p) => p.theme.accent};
    font-variant-numeric: tabular-nums;
  }
  span {
    font-weight: ${(p) => (p.highlight ? 600 : 400)};
  }
`;

const highlighted = new Set(['goal', 'red_card', 'start', 'end', 'period']);

/** Text live, newest line first; goals, red cards and period changes stand out. */
export function TextLiveList(props: { lines: TextLiveLine[] }) {
  return (
    <List data-testid="text-live">
      {[...props.lines].reverse().map((line) => (
        <Line key={line.id} highlight={highlighted.has(line.kind)} data-kind={line.kind}>
          <b>{line.minute}'</b>
          <span>{line.content}</span>
        </Line>
      ))}
    </List>
  );
}
