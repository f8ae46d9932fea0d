import styled from '@emotion/styled';
import type { LedgerEntry } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { kickoffLabel } from '../../../core/rules/server-time.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { loadStates } from '../../../ui/load-states.tsx';
import { colors } from '../../../core/theme/theme.ts';

/** The wallet's loading, failure, not-found and paged states (runtime/ui/load-states.tsx), in its own words. */
export const { Skeleton, LoadError, RemoteView, PagedView } = loadStates('wallet', 'wallet');

export { Card } from '../../../ui/card.tsx';

/** Cash in fen as yuan, in the fan's language's way of writing money. */
export function formatCash(fen: number, lang: 'cn' | 'pt-br'): string {
  return new Intl.NumberFormat(lang === 'cn' ? 'zh-CN' : 'pt-BR', { style: 'currency', currency: 'CNY' }).format(fen / 100);
}

const Rows = styled.ul`
  margin: 0 0.75rem;
  padding: 0 0.75rem;
  list-style: none;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.125rem 0.5rem;
  padding: 0.625rem 0;
  font-size: 0.875rem;
  & + & {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
  strong {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  strong[data-sign='+'] {
    color: ${colors.success};
  }
`;

/** Ledger rows as the transaction log and the balance pages show them: what, when, the amount and the balance after. */
export function LedgerRows(props: { entries: readonly LedgerEntry[] }) {
  const { t } = useT('wallet');
  const lang = useAppStore((s) => s.lang);
  if (props.entries.length === 0) return null;
  return (
    <Rows data-testid="ledger-rows">
      {props.entries.map((entry) => (
        <Row key={entry.id} data-testid="ledger-row" data-type={entry.type}>
          <span>{lang === 'cn' ? entry.name : entry.name_en}</span>
          <strong data-sign={entry.amount > 0 ? '+' : '-'}>
            {entry.amount > 0 ? '+' : '-'}
            {formatBalance(Math.abs(entry.amount), lang)} {t(entry.account)}
          </strong>
          <small>{kickoffLabel(entry.time)}</small>
          <small>{t('balanceAfter', { balance: formatBalance(entry.balance, lang) })}</small>
        </Row>
      ))}
    </Rows>
  );
}
