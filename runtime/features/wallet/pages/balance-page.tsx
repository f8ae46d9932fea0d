import styled from '@emotion/styled';
import { useState } from 'react';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { TabStrip } from '../../../ui/tab-strip.tsx';
import { getLedgerPage, getWallet } from '../api/wallet-calls.ts';
import { LedgerRows, PagedView } from '../components/wallet-parts.tsx';
import { WalletPageFrame } from '../components/wallet-page-frame.tsx';

const Total = styled.p`
  margin: 1rem 0.75rem 0.75rem;
  font-size: 2rem;
  font-weight: 700;
  text-align: center;
  small {
    display: block;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
    font-weight: 400;
  }
`;

/** /user-center/balance: one account at a time (gold or diamonds), its balance and the rows that made it. */
function BalancePageBody() {
  const { t } = useT('wallet');
  const lang = useAppStore((s) => s.lang);
  const [account, setAccount] = useState<'gold' | 'diamond'>('gold');
  const wallet = useRemote(getWallet, 'wallet');
  const entries = usePagedList(
    (page) => getLedgerPage({ account }, page),
    account,
    (e) => e.id,
  );
  return (
    <>
      <TabStrip<'gold' | 'diamond'>
        label={t('balance')}
        value={account}
        options={[
          { value: 'gold', label: t('gold') },
          { value: 'diamond', label: t('diamond') },
        ]}
        onChange={setAccount}
        testId="balance-accounts"
      />
      <Total data-testid="balance-total">
        {wallet.state === 'ready' ? formatBalance(wallet.data[account], lang) : '…'}
        <small>{t(account)}</small>
      </Total>
      <PagedView list={entries} empty={t('noEntries')} testId="ledger">
        <LedgerRows entries={entries.items} />
      </PagedView>
    </>
  );
}

export default function BalancePage() {
  const { t } = useT('wallet');
  return (
    <WalletPageFrame page="balance" title={t('balance')}>
      <BalancePageBody />
    </WalletPageFrame>
  );
}
