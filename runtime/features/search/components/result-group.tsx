import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/** A card of results under a heading, with an optional action at the heading's end. */
export const GroupCard = styled.section`
  margin: 0 0.75rem 0.75rem;
  overflow: hidden;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  > ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  > ul > li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
`;

const Heading = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 2.5rem;
  padding: 0 0.75rem;
  h2 {
    margin: 0;
    font-size: 0.9375rem;
  }
`;

/** A link-looking button at the end of a heading ("more", "clear"). */
export const HeadingAction = styled.button`
  padding: 0.25rem 0;
  border: 0;
  background: none;
  color: ${(p) => p.theme.accent};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
`;

/** One group of results: its heading, its action, its rows. */
export function ResultGroup(props: { title: string; action?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <GroupCard data-testid={props.testId}>
      <Heading>
        <h2>{props.title}</h2>
        {props.action}
      </Heading>
      <ul>{props.children}</ul>
    </GroupCard>
  );
}
