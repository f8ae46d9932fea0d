import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { colors } from '../../../core/theme/theme.ts';

/** A row of a contacts list (WeChat's): picture, name, a muted line below, and whatever sits at its end. */
export const ContactItem = styled.li`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  min-height: 3.5rem;
  padding: 0.5rem 0.875rem;
  box-sizing: border-box;
  background: ${(p) => p.theme.color.surface};
  & + & {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  > a {
    display: flex;
    flex: 1;
    gap: 0.75rem;
    align-items: center;
    min-width: 0;
    color: inherit;
    text-decoration: none;
  }
  > small {
    flex: none;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
`;

const Names = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;
  strong,
  small {
    overflow: hidden;
    overflow-wrap: anywhere;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-size: 0.9375rem;
    font-weight: 500;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
`;

/** The name and the muted line of a contact row; every text is a user's and is rendered as text. */
export function ContactNames(props: { name: string; line?: ReactNode; badge?: ReactNode; testId?: string }) {
  return (
    <Names>
      <strong data-testid={props.testId}>
        {props.badge}
        {props.name}
      </strong>
      {props.line ? <small>{props.line}</small> : null}
    </Names>
  );
}

/** A contact row that opens `to`. */
export function ContactLink(props: { to: string; children: ReactNode; end?: ReactNode; testId: string; peer: string }) {
  return (
    <ContactItem data-testid={props.testId} data-peer={props.peer}>
      <Link to={props.to}>{props.children}</Link>
      {props.end}
    </ContactItem>
  );
}

/** A list's heading between its sections (a friend group's name). */
export const SectionTitle = styled.h2`
  margin: 0;
  padding: 0.5rem 0.875rem 0.375rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
  font-weight: 500;
`;

export const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The red count of a row (new applications). */
export const CountBadge = styled.span`
  min-width: 1.125rem;
  height: 1.125rem;
  padding: 0 0.3rem;
  box-sizing: border-box;
  border-radius: 999px;
  background: ${colors.badge};
  color: ${colors.onMedia};
  font-size: 0.6875rem;
  line-height: 1.125rem;
  text-align: center;
`;

/** A muted line standing for an empty list inside a screen (no applications). */
export const EmptyLine = styled.p`
  margin: 0;
  padding: 0.875rem;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
`;
