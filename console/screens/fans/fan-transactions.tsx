import { useState } from 'react';
import { readFanTransactions } from '../../api/fan-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHint, CardTitle, Chip } from '../../ui/card.tsx';
import { RemoteView } from '../../ui/remote-view.tsx';
import { Table, TableScroll } from '../../ui/table.tsx';
import { useRemote } from '../../ui/use-remote.ts';
import { dateTimeText, numberText } from '../../ui/date-time.ts';
import { Row } from './fan-parts.tsx';

/** money.read: the fan's transaction log from the ledger, 20 rows a page, newest first. */
export function FanTransactionsCard({ fanId }: { fanId: number }) {
  const { t, i18n } = useT();
  const [page, setPage] = useState(1);
  const { remote, retry } = useRemote(() => readFanTransactions(fanId, page), `${fanId}:${page}`);
  const portuguese = i18n.language === 'pt-BR';
  return (
    <Card data-testid="fan-transactions">
      <CardTitle>{t('fans.transactions')}</CardTitle>
      <RemoteView remote={remote} retry={retry}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          if (data.total === 0) return <CardHint>{t('fans.transactionsNone')}</CardHint>;
          return (
            <>
              <TableScroll>
                <Table>
                  <thead>
                    <tr>
                      <th>{t('fans.time')}</th>
                      <th>{t('fans.kind')}</th>
                      <th>{t('fans.wallet')}</th>
                      <th>{t('fans.amount')}</th>
                      <th>{t('fans.balance')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((row) => (
                      <tr key={row.id}>
                        <td data-label={t('fans.time')}>{dateTimeText(row.time, i18n.language)}</td>
                        <td data-label={t('fans.kind')}>{portuguese ? row.name_en : row.name}</td>
                        <td data-label={t('fans.wallet')}>{t(row.account === 'gold' ? 'fans.gold' : 'fans.diamond')}</td>
                        <td data-label={t('fans.amount')}>
                          <Chip tone={row.amount > 0 ? 'success' : 'neutral'}>
                            {row.amount > 0 ? `+${numberText(row.amount, i18n.language)}` : numberText(row.amount, i18n.language)}
                          </Chip>
                        </td>
                        <td data-label={t('fans.balance')}>{numberText(row.balance, i18n.language)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
              <Row>
                <Button type="button" tone="secondary" small disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('fans.previous')}
                </Button>
                <span>{t('fans.page', { page, pages })}</span>
                <Button type="button" tone="secondary" small disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('fans.next')}
                </Button>
              </Row>
            </>
          );
        }}
      </RemoteView>
    </Card>
  );
}
