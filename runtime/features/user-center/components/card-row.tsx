import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { serverUrl } from '../../../core/http/api.ts';
import { tenant } from '../../../core/tenant/tenant.ts';

/** A list of cards, one per row, as the follows and the watch history show them. */
export const CardRows = styled.ul`
  margin: 0.5rem 0.75rem;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.625rem;
    margin-bottom: 0.5rem;
    padding: 0.625rem 0.75rem;
    border-radius: 0.625rem;
    background: ${(p) => p.theme.color.surface};
  }
  li > a {
    display: flex;
    flex: 1;
    align-items: center;
    gap: 0.625rem;
    min-width: 0;
    color: inherit;
    text-decoration: none;
  }
  img {
    flex: none;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: 50%;
    object-fit: cover;
  }
  a > span {
    flex: 1;
    min-width: 0;
  }
  strong,
  small {
    display: block;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  strong {
    font-size: 0.9375rem;
    font-weight: 600;
  }
  small,
  a > time {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
`;

/**
 * One card: a link with an optional avatar (the site's default when empty), a title and a detail line, an `aside` at
 * the link's end (a time), and an `action` beside the link (a button). Texts are shown as text.
 */
export function CardRow(props: {
  to: string;
  avatar?: string;
  title: ReactNode;
  detail: ReactNode;
  aside?: ReactNode;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <li data-testid={props.testId}>
      <Link to={props.to}>
        {props.avatar === undefined ? null : <img src={serverUrl(props.avatar || tenant.avatars.default || '')} alt="" />}
        <span>
          <strong>{props.title}</strong>
          <small>{props.detail}</small>
        </span>
        {props.aside}
      </Link>
      {props.action}
    </li>
  );
}
