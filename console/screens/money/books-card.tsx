import styled from '@emotion/styled';
import { readBooks } from '../../api/money-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { dateTimeText, numberText } from '../../ui/date-time.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHint, CardTitle, Chip } from '../../ui/card.tsx';
import { LoadingState, RetryState } from '../../ui/load-state.tsx';
import { Table, TableScroll } from '../../ui/table.tsx';
import { useRemote } from '../../ui/use-remote.ts';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 12px;
`;

const Summary = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  flex-wrap: wrap;
`;

/** The books' check: holds or not, how many ledger rows it read, and every balance that differs from its rows. */
export function BooksCard() {
  const { t, i18n } = useT();
  const { remote, retry } = useRemote(readBooks, 'books');
  return (
    <Card data-testid="money-books">
      <Row>
        <div>
          <CardTitle>{t('money.books')}</CardTitle>
          <CardHint>{t('money.booksHint')}</CardHint>
        </div>
        <Button type="button" tone="secondary" small onClick={retry}>
          {t('money.recheck')}
        </Button>
      </Row>
      {remote.state === 'loading' && <LoadingState />}
      {remote.state === 'failed' && <RetryState error={remote.error} onRetry={retry} />}
      {remote.state === 'ready' && (
        <>
          <Summary>
            <Chip tone={remote.data.holds ? 'success' : 'danger'} data-testid="money-books-result">
              {remote.data.holds ? t('money.holds') : t('money.broken', { count: remote.data.mismatches.length })}
            </Chip>
            <span>{t('money.rowsChecked', { rows: numberText(remote.data.rows, i18n.language) })}</span>
            <span>{t('money.checkedAt', { at: dateTimeText(remote.data.checkedAt, i18n.language) })}</span>
          </Summary>
          {remote.data.mismatches.length > 0 && (
            <TableScroll>
              <Table>
                <thead>
                  <tr>
                    <th>{t('money.fan')}</th>
                    <th>{t('money.account')}</th>
                    <th>{t('money.balance')}</th>
                    <th>{t('money.ledger')}</th>
                    <th>{t('money.difference')}</th>
                  </tr>
                </thead>
                <tbody>
                  {remote.data.mismatches.map((m) => (
                    <tr key={`${m.userId}-${m.account}`}>
                      <td data-label={t('money.fan')}>{m.userId}</td>
                      <td data-label={t('money.account')}>{t(`money.account.${m.account}`)}</td>
                      <td data-label={t('money.balance')}>{m.balance}</td>
                      <td data-label={t('money.ledger')}>{m.ledger}</td>
                      <td data-label={t('money.difference')}>{m.balance - m.ledger}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          )}
        </>
      )}
    </Card>
  );
}
