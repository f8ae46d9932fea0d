import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const Block = styled.section`
  margin: 0.75rem 0 0;
  header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    padding: 0 0.75rem 0.5rem;
  }
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  header a {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
    text-decoration: none;
  }
`;

/** A titled block of the home page, with an optional "more" link. */
export function HomeSection(props: { title: string; more?: { to: string; label: string }; testId: string; children: ReactNode }) {
  return (
    <Block data-testid={props.testId}>
      <header>
        <h2>{props.title}</h2>
        {props.more ? <Link to={props.more.to}>{props.more.label}</Link> : null}
      </header>
      {props.children}
    </Block>
  );
}

/** A row that scrolls sideways, for strips of anchors and match cards. */
export const Strip = styled.div`
  display: flex;
  gap: 0.625rem;
  overflow-x: auto;
  padding: 0 0.75rem 0.25rem;
  scrollbar-width: none;
`;
