import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useCallback } from 'react';
import type { Benefit } from '../../../../schema/generated/api.ts';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { isBenefitExpired } from '../../../core/rules/benefit-rules.ts';
import { useNow } from '../../../core/time/use-now.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { MoreFooter } from '../../../ui/more-footer.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { getBenefits } from '../api/get-benefits.ts';
import { BenefitCard } from './benefit-card.tsx';

const pageSize = 20;

const Section = styled.section`
  padding: 0 0.75rem;
  h2 {
    margin: 0;
    padding: 0.875rem 0.25rem 0.5rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
    font-weight: 600;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

/** A card-sized grey block that pulses while the first page loads. */
const Bone = styled.li`
  height: 4.25rem;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.border};
  animation: ${pulse} 1.2s ease-in-out infinite;
`;

/**
 * The signed-in fan's benefits in two groups, those to use (the soonest to expire first) and those expired, each
 * labelled by type; 20 at a time, the next page as the list's end scrolls into view. The server sorts usable before
 * expired, so each group is one run of the list.
 */
export function BenefitList() {
  const { t } = useT('user-center');
  // Benefits expire on the minute; a page left open moves them to the expired group.
  const now = useNow(60_000);
  const fetchPage = useCallback((page: number) => getBenefits(page, pageSize), []);
  const benefits = usePagedList(fetchPage, 'benefits');

  if (benefits.status === 'loading') {
    return (
      <Section data-testid="benefits-loading" aria-busy="true">
        <h2>{t('benefitsPage.usable')}</h2>
        <ul>
          {[0, 1, 2].map((n) => (
            <Bone key={n} />
          ))}
        </ul>
      </Section>
    );
  }
  if (benefits.status === 'error') {
    const retry = (
      <PillButton type="button" onClick={benefits.retry}>
        {t('benefitsPage.retry')}
      </PillButton>
    );
    return <MessagePanel testId="benefits-failed" title={t('benefitsPage.failed')} text={t('benefitsPage.failedHint')} action={retry} />;
  }
  if (benefits.items.length === 0)
    return <MessagePanel testId="benefits-empty" title={t('benefitsPage.empty')} text={t('benefitsPage.emptyHint')} />;

  const usable = benefits.items.filter((b) => !isBenefitExpired(b.expires_at, now));
  const expired = benefits.items.filter((b) => isBenefitExpired(b.expires_at, now));
  const group = (key: 'usable' | 'expired', list: Benefit[]) =>
    list.length === 0 ? null : (
      <Section data-testid={`benefits-${key}`} aria-labelledby={`benefits-${key}`}>
        <h2 id={`benefits-${key}`}>{t(`benefitsPage.${key}`)}</h2>
        <ul>
          {list.map((benefit) => (
            <BenefitCard key={benefit.id} benefit={benefit} expired={key === 'expired'} />
          ))}
        </ul>
      </Section>
    );
  const labels = {
    loading: t('benefitsPage.loading'),
    retry: t('benefitsPage.retry'),
    more: t('benefitsPage.more'),
    noMore: t('benefitsPage.noMore'),
  };
  return (
    <div data-testid="benefits-list">
      {group('usable', usable)}
      {group('expired', expired)}
      <MoreFooter
        status={benefits.status}
        hasMore={benefits.hasMore}
        onMore={benefits.loadMore}
        onRetry={benefits.retry}
        labels={labels}
        testId="benefits-footer"
        moreTestId="benefits-more"
      />
    </div>
  );
}
