import styled from '@emotion/styled';
import type { Benefit } from '../../../../schema/generated/api.ts';
import { languageTag, useT } from '../../../core/i18n/i18n.ts';
import { validityDate } from '../../../core/rules/benefit-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { BenefitIcon } from '../../../ui/benefit-icon.tsx';

const Card = styled.li<{ expired: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  /* An expired benefit stays readable but steps back: greyed icon, muted text. */
  > span:first-of-type {
    filter: ${(p) => (p.expired ? 'grayscale(1) opacity(0.55)' : 'none')};
  }
  strong {
    display: block;
    overflow: hidden;
    color: ${(p) => (p.expired ? p.theme.color.textMuted : p.theme.color.text)};
    font-size: 0.9375rem;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    display: block;
    margin-top: 0.25rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const Type = styled.em`
  display: inline-block;
  margin-bottom: 0.25rem;
  padding: 0 0.375rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 0.25rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.6875rem;
  font-style: normal;
  line-height: 1.125rem;
`;

const Size = styled.b<{ expired: boolean }>`
  flex: none;
  color: ${(p) => (p.expired ? p.theme.color.textMuted : p.theme.accent)};
  font-size: 1rem;
`;

/**
 * One benefit: the type's icon and label (spec 000 §3 types), its name (the server's, in the fan's language), how long
 * it lasts or how many, and the day to use it by, or the day it expired.
 */
export function BenefitCard(props: { benefit: Benefit; expired: boolean }) {
  const { t } = useT('user-center');
  const lang = useAppStore((s) => s.lang);
  const { benefit, expired } = props;
  const date = validityDate(benefit.expires_at, languageTag[lang]);
  const size = benefit.days
    ? t('benefitsPage.days', { count: benefit.days })
    : benefit.amount
      ? t('benefitsPage.amount', { count: benefit.amount })
      : '';
  return (
    <Card expired={expired} data-testid="benefit-card" data-type={benefit.type} data-expired={expired}>
      <BenefitIcon type={benefit.type} />
      <Text>
        <Type>{t(`benefitType.${benefit.type}`)}</Type>
        <strong data-testid="benefit-name">{benefit.name || t(`benefitType.${benefit.type}`)}</strong>
        <small data-testid="benefit-date">{t(expired ? 'benefitsPage.expiredOn' : 'benefitsPage.validUntil', { date })}</small>
      </Text>
      {size ? <Size expired={expired}>{size}</Size> : null}
    </Card>
  );
}
