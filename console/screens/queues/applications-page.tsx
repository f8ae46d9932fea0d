import styled from '@emotion/styled';
import { useState } from 'react';
import { readApplications, reviewApplication, type PendingApplication } from '../../api/queue-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { useCan } from '../../state/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { inputStyle } from '../../ui/field.tsx';
import { RequirePermission } from '../../ui/require-permission.tsx';
import { Table, TableScroll } from '../../ui/table.tsx';
import { color } from '../../ui/tokens.ts';
import { QueueFrame } from './queue-frame.tsx';
import { dateTimeText } from '../../ui/date-time.ts';
import { Actions, FanText, useQueue, useRowAction, webAddress } from './queue-parts.tsx';

const Reason = styled.input`
  ${inputStyle}
  width: 160px;
`;

const Thumb = styled.img`
  width: 40px;
  height: 40px;
  object-fit: cover;
  border-radius: 4px;
  border: 1px solid ${color.border};
`;

/** The moderator's screen: anchor and room-admin applications, approved or rejected with a reason. */
export function ApplicationsPage() {
  return (
    <RequirePermission permission="queues.read">
      <ApplicationsScreen />
    </RequirePermission>
  );
}

function ApplicationsScreen() {
  const { t, i18n } = useT();
  const reviewer = useCan('applications.review');
  const { remote, retry } = useQueue(readApplications, 'applications');
  const { busyId, status, act } = useRowAction(retry);
  const [reasons, setReasons] = useState<Record<number, string>>({});

  const review = (row: PendingApplication, approve: boolean) =>
    void act(
      row.id,
      () => reviewApplication(row.id, approve, reasons[row.id] ?? ''),
      t(approve ? 'applications.approved' : 'applications.rejected', { name: row.nickName }),
    );

  return (
    <QueueFrame name="applications" countKey="applications.waiting" remote={remote} retry={retry} status={status}>
      {(items) => (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th>{t('applications.fan')}</th>
                <th>{t('applications.type')}</th>
                <th>{t('applications.realName')}</th>
                <th>{t('applications.intro')}</th>
                <th>{t('applications.materials')}</th>
                <th>{t('applications.time')}</th>
                {reviewer && <th>{t('operators.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {items.map((row) => (
                <tr key={row.id} data-testid={`application-${row.id}`}>
                  <td data-label={t('applications.fan')}>
                    <FanText>{row.nickName}</FanText> #{row.userId}
                  </td>
                  <td data-label={t('applications.type')}>{t(`applications.type.${row.type}`)}</td>
                  <td data-label={t('applications.realName')}>
                    <FanText>
                      {row.realName} · {row.contact}
                    </FanText>
                  </td>
                  <td data-label={t('applications.intro')}>
                    <FanText>{row.intro}</FanText>
                  </td>
                  <td data-label={t('applications.materials')}>
                    <Actions>
                      {row.materials.filter(webAddress).map((url) => (
                        <a key={url} href={url} target="_blank" rel="noreferrer noopener">
                          <Thumb src={url} alt={t('applications.materials')} />
                        </a>
                      ))}
                    </Actions>
                  </td>
                  <td data-label={t('applications.time')}>{dateTimeText(row.createdAt, i18n.language)}</td>
                  {reviewer && (
                    <td data-label={t('operators.actions')}>
                      <Actions>
                        <Button small type="button" disabled={busyId === row.id} onClick={() => review(row, true)}>
                          {t('applications.approve')}
                        </Button>
                        <Reason
                          aria-label={t('applications.reason')}
                          placeholder={t('applications.reason')}
                          maxLength={100}
                          value={reasons[row.id] ?? ''}
                          onChange={(event) => setReasons({ ...reasons, [row.id]: event.target.value })}
                        />
                        <Button small tone="danger" type="button" disabled={busyId === row.id} onClick={() => review(row, false)}>
                          {t('applications.reject')}
                        </Button>
                      </Actions>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </QueueFrame>
  );
}
