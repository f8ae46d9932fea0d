import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3.5rem 1.5rem;
  text-align: center;
  h1 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.875rem;
    line-height: 1.5;
  }
  img {
    width: 4.5rem;
    height: 4.5rem;
  }
`;

/** A centred message with an optional picture and action: empty states, not-available and not-found pages. */
export function MessagePanel(props: { title: string; text: string; image?: string; action?: ReactNode; testId?: string }) {
  return (
    <Panel data-testid={props.testId}>
      {props.image ? <img src={props.image} alt="" /> : null}
      <h1>{props.title}</h1>
      <p>{props.text}</p>
      {props.action}
    </Panel>
  );
}

/** A link that looks like the primary button. */
export const PrimaryLink = styled(Link)`
  display: inline-block;
  min-width: 8rem;
  padding: 0.625rem 1.25rem;
  border-radius: 999px;
  background: ${(p) => p.theme.primary};
  color: ${(p) => p.theme.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;
