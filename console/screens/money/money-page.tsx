import { Stack } from '../../ui/stack.tsx';
import { useT } from '../../i18n/i18n.ts';
import { PageLead, PageTitle } from '../../ui/card.tsx';
import { RequirePermission } from '../../ui/require-permission.tsx';
import { BooksCard } from './books-card.tsx';
import { DailyTotalsCard } from './daily-totals-card.tsx';

/** The books (issue 36 §8): the ledger's check with its result, and daily totals per ledger kind with their CSV. */
export function MoneyPage() {
  return (
    <RequirePermission permission="money.read">
      <MoneyScreen />
    </RequirePermission>
  );
}

function MoneyScreen() {
  const { t } = useT();
  return (
    <>
      <PageTitle>{t('money.title')}</PageTitle>
      <PageLead>{t('money.lead')}</PageLead>
      <Stack>
        <BooksCard />
        <DailyTotalsCard />
      </Stack>
    </>
  );
}
