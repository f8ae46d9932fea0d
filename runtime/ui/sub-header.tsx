import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { PageHeader } from './page.tsx';

const iconButton = `
  display: flex;
  padding: 0.5rem;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
`;

const Back = styled.button`
  position: absolute;
  left: 0.25rem;
  ${iconButton}
`;

const Actions = styled.div`
  position: absolute;
  right: 0.25rem;
  display: flex;
  a {
    ${iconButton}
  }
`;

const Title = styled.span<{ room: string }>`
  overflow: hidden;
  max-width: calc(100% - ${(p) => p.room});
  margin: 0;
  font-size: inherit;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A 22px line icon for the header's controls, drawn in the header's text colour. */
export function HeaderIcon(props: { d: string; strokeWidth?: number }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={props.d}
        fill="none"
        stroke="currentColor"
        strokeWidth={props.strokeWidth ?? 2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The back arrow's path. */
export const backIconPath = 'M15 5l-7 7 7 7';

/**
 * The page header of a screen below the menu pages: a title kept on one line, a back control on the left (when
 * `onBack` is given; where it goes is the caller's rule) and icon links on the right.
 */
export function SubHeader(props: {
  title: ReactNode;
  backLabel: string;
  onBack?: () => void;
  actions?: ReactNode;
  /** Render the title as the page's h1. @default false */
  heading?: boolean;
  /** Width kept free beside the title for the controls. @default '5rem' */
  titleRoom?: string;
  /** The icons' line width. @default 2 */
  iconStroke?: number;
}) {
  return (
    <PageHeader>
      {props.onBack ? (
        <Back type="button" aria-label={props.backLabel} onClick={props.onBack}>
          <HeaderIcon d={backIconPath} strokeWidth={props.iconStroke} />
        </Back>
      ) : null}
      <Title as={props.heading ? 'h1' : 'span'} room={props.titleRoom ?? '5rem'}>
        {props.title}
      </Title>
      {props.actions ? <Actions>{props.actions}</Actions> : null}
    </PageHeader>
  );
}
