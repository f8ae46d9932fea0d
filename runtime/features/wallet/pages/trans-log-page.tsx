import { useState } from 'react';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { ChoiceBar } from '../../../ui/choice-bar.tsx';
import { getLedgerPage, getProfitTypes } from '../api/wallet-calls.ts';
import { LedgerRows, PagedView } from '../components/wallet-parts.tsx';
import { WalletPageFrame } from '../components/wallet-page-frame.tsx';

/** /trans-log: every movement of the fan's coins, newest first, by type (getProfitConsumeType), page by page. */
function TransLogPageBody() {
  const { t } = useT('wallet');
  const lang = useAppStore((s) => s.lang);
  const [type, setType] = useState(0);
  const types = useRemote(getProfitTypes, 'types');
  const entries = usePagedList(
    (page) => getLedgerPage(type ? { type } : {}, page),
    String(type),
    (e) => e.id,
  );
  const options = [
    { value: 0, label: t('all') },
    ...(types.state === 'ready' ? types.data.map((k) => ({ value: k.type, label: lang === 'cn' ? k.name : k.name_en })) : []),
  ];
  return (
    <>
      <ChoiceBar label={t('transactions')} look="chips" options={options} value={type} onChange={setType} testId="ledger-types" />
      <PagedView list={entries} empty={t('noEntries')} testId="ledger">
        <LedgerRows entries={entries.items} />
      </PagedView>
    </>
  );
}

export default function TransLogPage() {
  const { t } = useT('wallet');
  return (
    <WalletPageFrame page="trans-log" title={t('transactions')}>
      <TransLogPageBody />
    </WalletPageFrame>
  );
}
