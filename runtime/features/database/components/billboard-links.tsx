import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { Section } from './section.tsx';

const Links = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
  a {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    padding: 0.625rem 0.75rem;
    border-radius: 0.5rem;
    background: ${(p) => p.theme.color.background};
    color: inherit;
    text-decoration: none;
  }
  strong {
    font-size: 0.875rem;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
`;

/** The ways to the billboards: each sport's leagues with their top 5. */
export function BillboardLinks() {
  const { t } = useT('database');
  return (
    <Section title={t('billboards')} testId="billboard-links">
      <Links>
        {(['football', 'basketball'] as const).map((type) => (
          <Link key={type} to={`/database/billboard/${type}`} data-testid={`billboard-${type}`}>
            <strong>{t(`billboard.${type}`)}</strong>
            <small>{t('billboardHint')}</small>
          </Link>
        ))}
      </Links>
    </Section>
  );
}
