import { Stack } from '../../ui/stack.tsx';
import { useState } from 'react';
import { changeOperator, readOperators, resetTwoFactor } from '../../api/operator-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { useSession } from '../../state/session-store.ts';
import { Card, CardTitle, PageHead, PageLead, PageTitle } from '../../ui/card.tsx';
import { failureText } from '../../ui/load-state.tsx';
import { RequirePermission } from '../../ui/require-permission.tsx';
import { Table, TableScroll } from '../../ui/table.tsx';
import { StatusLine } from '../../ui/status-line.tsx';
import { RemoteView } from '../../ui/remote-view.tsx';
import { useRemote } from '../../ui/use-remote.ts';
import { AddOperatorForm } from './add-operator-form.tsx';
import { OperatorRow, type RowActions } from './operator-row.tsx';

/** The owner's screen: every operator, a new one, and changes to each. */
export function OperatorsPage() {
  return (
    <RequirePermission permission="operators.manage">
      <OperatorsScreen />
    </RequirePermission>
  );
}

function OperatorsScreen() {
  const { t } = useT();
  const me = useSession((state) => state.operator);
  const { remote, retry } = useRemote(readOperators, 'operators');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [status, setStatus] = useState<{ failed: boolean; text: string } | null>(null);

  const act = async (id: number, email: string, run: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    setStatus(null);
    try {
      await run();
      setStatus({ failed: false, text: t(done, { email }) });
      retry();
    } catch (error) {
      setStatus({ failed: true, text: `${email}: ${failureText(error, t)}` });
    } finally {
      setBusyId(null);
    }
  };
  const actions: RowActions = {
    change: (row, body) => void act(row.id, row.email, () => changeOperator(row.id, body), 'operators.changed'),
    resetTwoFactor: (row) => {
      if (window.confirm(t('operators.resetConfirm', { email: row.email })))
        void act(row.id, row.email, () => resetTwoFactor(row.id), 'operators.resetDone');
    },
  };

  return (
    <Stack>
      <PageHead>
        <PageTitle>{t('operators.title')}</PageTitle>
        <PageLead>{t('operators.lead')}</PageLead>
      </PageHead>
      <AddOperatorForm
        onAdded={(email) => {
          setStatus({ failed: false, text: t('operators.added', { email }) });
          retry();
        }}
      />
      {status && (
        <StatusLine failed={status.failed} role="status" data-testid="operators-status">
          {status.text}
        </StatusLine>
      )}
      <Card>
        <CardTitle>{t('operators.list')}</CardTitle>
        <RemoteView remote={remote} retry={retry}>
          {(data) => (
            <TableScroll>
              <Table>
                <thead>
                  <tr>
                    <th>{t('operators.email')}</th>
                    <th>{t('operators.role')}</th>
                    <th>{t('operators.sites')}</th>
                    <th>{t('operators.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((row) => (
                    <OperatorRow
                      key={`${row.id}:${row.role}:${row.sites?.join(',')}`}
                      row={row}
                      self={row.id === me?.id}
                      busy={busyId === row.id}
                      actions={actions}
                    />
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          )}
        </RemoteView>
      </Card>
    </Stack>
  );
}
