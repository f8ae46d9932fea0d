import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { dailyTotalsCsvUrl, readDailyTotals, type DayRange } from '../../api/money-calls.ts';
import { currentLanguage, problemText, useT } from '../../i18n/i18n.ts';
import { numberText } from '../../ui/date-time.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHint, CardTitle } from '../../ui/card.tsx';
import { ExportLink } from '../../ui/export-link.tsx';
import { TextField } from '../../ui/field.tsx';
import { LoadingState, RetryState } from '../../ui/load-state.tsx';
import { Table, TableScroll } from '../../ui/table.tsx';
import { color, narrow } from '../../ui/tokens.ts';
import { useRemote } from '../../ui/use-remote.ts';
import type { Problem } from '../../validation/rules.ts';
import { dayRangeProblem } from './day-range.ts';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 180px) minmax(0, 180px) auto 1fr;
  gap: 12px;
  align-items: end;
  margin-bottom: 16px;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Export = styled(ExportLink)`
  justify-self: end;
  ${narrow} {
    justify-self: start;
  }
`;

const Amount = styled.td<{ sign: number }>`
  font-variant-numeric: tabular-nums;
  color: ${({ sign }) => (sign < 0 ? color.danger : sign > 0 ? color.success : color.text)};
`;

/** Credits, debits and net per server day, ledger kind and account over a range, and the same as CSV. */
export function DailyTotalsCard() {
  const { t, i18n } = useT();
  const [draft, setDraft] = useState<DayRange>({ from: '', to: '' });
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const [problem, setProblem] = useState<Problem>(null);
  const { remote, retry } = useRemote(() => readDailyTotals(range), JSON.stringify(range));
  const pt = currentLanguage() === 'pt-BR';

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = dayRangeProblem(draft.from, draft.to);
    setProblem(found);
    if (!found) setRange(draft);
  };

  return (
    <Card data-testid="money-daily">
      <CardTitle>{t('money.daily')}</CardTitle>
      <CardHint>
        {remote.state === 'ready' ? t('money.dailyHint', { from: remote.data.from, to: remote.data.to }) : t('money.dailyLead')}
      </CardHint>
      <Form onSubmit={apply} noValidate>
        <TextField
          label={t('money.from')}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          error={problemText(t, problem)}
        />
        <TextField label={t('money.to')} type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        <Button type="submit">{t('money.show')}</Button>
        <Export href={dailyTotalsCsvUrl(range)} download data-testid="money-csv">
          {t('money.export')}
        </Export>
      </Form>
      {remote.state === 'loading' && <LoadingState />}
      {remote.state === 'failed' && <RetryState error={remote.error} onRetry={retry} />}
      {remote.state === 'ready' && remote.data.items.length === 0 && <CardHint>{t('money.noMovement')}</CardHint>}
      {remote.state === 'ready' && remote.data.items.length > 0 && (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th>{t('money.date')}</th>
                <th>{t('money.kind')}</th>
                <th>{t('money.account')}</th>
                <th>{t('money.credits')}</th>
                <th>{t('money.debits')}</th>
                <th>{t('money.net')}</th>
                <th>{t('money.rows')}</th>
              </tr>
            </thead>
            <tbody>
              {remote.data.items.map((item) => (
                <tr key={`${item.date}-${item.kind}-${item.account}`}>
                  <td data-label={t('money.date')}>{item.date}</td>
                  <td data-label={t('money.kind')}>{pt ? item.nameEn : item.name}</td>
                  <td data-label={t('money.account')}>{t(`money.account.${item.account}`)}</td>
                  <Amount sign={item.credits > 0 ? 1 : 0} data-label={t('money.credits')}>
                    {numberText(item.credits, i18n.language)}
                  </Amount>
                  <Amount sign={item.debits > 0 ? -1 : 0} data-label={t('money.debits')}>
                    {numberText(item.debits, i18n.language)}
                  </Amount>
                  <Amount sign={Math.sign(item.net)} data-label={t('money.net')}>
                    {numberText(item.net, i18n.language)}
                  </Amount>
                  <td data-label={t('money.rows')}>{item.rows}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}
