import { moveWithdrawal, readWithdrawals, type OpenWithdrawal, type WithdrawalAction } from '../../api/queue-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Chip } from '../../ui/card.tsx';
import { RequirePermission } from '../../ui/require-permission.tsx';
import { Table, TableScroll } from '../../ui/table.tsx';
import { QueueFrame } from './queue-frame.tsx';
import { dateTimeText } from '../../ui/date-time.ts';
import { Actions, FanText, useQueue, useRowAction } from './queue-parts.tsx';

/** Yuan from fen, as the fan app shows money. */
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** Finance's screen: withdrawals under review are approved, approved ones marked paid, either cancelled with a refund. */
export function WithdrawalsPage() {
  return (
    <RequirePermission permission="withdrawals.review">
      <WithdrawalsScreen />
    </RequirePermission>
  );
}

function WithdrawalsScreen() {
  const { t, i18n } = useT();
  const { remote, retry } = useQueue(readWithdrawals, 'withdrawals');
  const { busyId, status, act } = useRowAction(retry);

  const move = (row: OpenWithdrawal, action: WithdrawalAction) => {
    if (action === 'cancel' && !window.confirm(t('withdrawals.cancelConfirm', { diamond: row.diamond, name: row.nickName }))) return;
    void act(row.id, () => moveWithdrawal(row.id, action, row.status), t(`withdrawals.done.${action}`, { id: row.id }));
  };

  return (
    <QueueFrame name="withdrawals" countKey="withdrawals.open" remote={remote} retry={retry} status={status}>
      {(items) => (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th>{t('applications.fan')}</th>
                <th>{t('withdrawals.amount')}</th>
                <th>{t('withdrawals.payee')}</th>
                <th>{t('withdrawals.status')}</th>
                <th>{t('applications.time')}</th>
                <th>{t('operators.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((row) => (
                <tr key={row.id} data-testid={`withdrawal-${row.id}`}>
                  <td data-label={t('applications.fan')}>
                    <FanText>{row.nickName}</FanText> #{row.userId}
                  </td>
                  <td data-label={t('withdrawals.amount')}>
                    {yuan(row.cashFen)} · {t('withdrawals.diamonds', { count: row.diamond })}
                  </td>
                  <td data-label={t('withdrawals.payee')}>
                    <FanText>
                      {row.payeeName} · {row.payeeAccount}
                    </FanText>
                  </td>
                  <td data-label={t('withdrawals.status')}>
                    <Chip tone={row.status === 0 ? 'warning' : 'accent'}>{t(`withdrawals.status.${row.status}`)}</Chip>
                  </td>
                  <td data-label={t('applications.time')}>{dateTimeText(row.createdAt, i18n.language)}</td>
                  <td data-label={t('operators.actions')}>
                    <Actions>
                      {row.status === 0 ? (
                        <Button small type="button" disabled={busyId === row.id} onClick={() => move(row, 'approve')}>
                          {t('withdrawals.approve')}
                        </Button>
                      ) : (
                        <Button small type="button" disabled={busyId === row.id} onClick={() => move(row, 'pay')}>
                          {t('withdrawals.pay')}
                        </Button>
                      )}
                      <Button small tone="danger" type="button" disabled={busyId === row.id} onClick={() => move(row, 'cancel')}>
                        {t('withdrawals.cancel')}
                      </Button>
                    </Actions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </QueueFrame>
  );
}
