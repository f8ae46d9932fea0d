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

const Title = styled.h1`
  overflow: hidden;
  max-width: calc(100% - 5rem);
  margin: 0;
  font-size: inherit;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The header of a video screen: its title and a back control (to the video categories when opened directly). */
export function VideoHeader(props: { children: ReactNode; back?: boolean }) {
  const { t } = useT('video');
  const navigate = useNavigate();
  const back = () => (history.length > 1 ? navigate(-1) : navigate('/rec-category'));
  return (
    <PageHeader>
      {props.back === false ? null : (
        <Back type="button" aria-label={t('back')} onClick={back}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Back>
      )}
      <Title>{props.children}</Title>
    </PageHeader>
  );
}
