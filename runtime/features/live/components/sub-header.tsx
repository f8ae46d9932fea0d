import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { PageHeader } from '../../../ui/page.tsx';

const Back = styled.button`
  position: absolute;
  left: 0.25rem;
  display: flex;
  padding: 0.5rem;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
`;

const Title = styled.span`
  overflow: hidden;
  max-width: calc(100% - 5rem);
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The page header of a screen below the menu pages: its title and a back control. */
export function SubHeader(props: { children: ReactNode }) {
  const { t } = useT('live');
  const navigate = useNavigate();
  // Opened directly (a shared link), there is no page to go back to: go to the live list instead.
  const back = () => (history.length > 1 ? navigate(-1) : navigate('/live'));
  return (
    <PageHeader>
      <Back type="button" aria-label={t('back')} onClick={back}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Back>
      <Title>{props.children}</Title>
    </PageHeader>
  );
}
