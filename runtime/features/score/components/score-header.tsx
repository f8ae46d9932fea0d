import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { PageHeader } from '../../../ui/page.tsx';

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

const Title = styled.span`
  overflow: hidden;
  max-width: calc(100% - 6.5rem);
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Icon = (props: { d: string }) => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
    <path d={props.d} fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The header of the score pages: the title, a back control on the pages below /score, and actions on the right. */
export function ScoreHeader(props: { title: string; back?: boolean; actions?: ReactNode }) {
  const { t } = useT('score');
  const navigate = useNavigate();
  // Opened directly (a shared link, a reload), there is no page to go back to: go to the schedule instead.
  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/score', { replace: true }));
  return (
    <PageHeader>
      {props.back ? (
        <Back type="button" aria-label={t('page.back')} onClick={back}>
          <Icon d="M15 5l-7 7 7 7" />
        </Back>
      ) : null}
      <Title>{props.title}</Title>
      {props.actions ? <Actions>{props.actions}</Actions> : null}
    </PageHeader>
  );
}

/** The schedule's ways to the fan's followed matches and to the match search. */
export function ScoreLinks() {
  const { t } = useT('score');
  return (
    <>
      <Link to="/score/collected" aria-label={t('collected')} data-testid="to-collected">
        <Icon d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </Link>
      <Link to="/score/search" aria-label={t('search')} data-testid="to-search">
        <Icon d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.8-4.8" />
      </Link>
    </>
  );
}
