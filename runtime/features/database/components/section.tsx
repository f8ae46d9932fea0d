import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const Box = styled.section`
  margin: 0.625rem 0.75rem;
  padding: 0.625rem 0.75rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  > header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin-bottom: 0.5rem;
  }
  h2 {
    margin: 0;
    font-size: 0.9375rem;
  }
  > header a {
    flex: none;
    color: ${(p) => p.theme.accent};
    font-size: 0.8125rem;
    text-decoration: none;
  }
`;

/** A card of a database screen, titled unless the page's header already names it, with an optional link at the end of its title line ("more"). */
export function Section(props: {
  title?: string;
  more?: { to: string; label: string; testId?: string };
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Box data-testid={props.testId}>
      {props.title ? (
        <header>
          <h2>{props.title}</h2>
          {props.more ? (
            <Link to={props.more.to} data-testid={props.more.testId}>
              {props.more.label}
            </Link>
          ) : null}
        </header>
      ) : null}
      {props.children}
    </Box>
  );
}
