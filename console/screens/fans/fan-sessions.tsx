import type { FanSession } from '../../api/fan-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { Card, CardHint, CardTitle } from '../../ui/card.tsx';
import { Table, TableScroll } from '../../ui/table.tsx';
import { dateTimeText } from '../../ui/date-time.ts';
import { FanText } from './fan-parts.tsx';

/** The fan's live sessions: the browser each signed in from (as it said, shown as text), when, and its last call. */
export function FanSessions({ sessions }: { sessions: FanSession[] }) {
  const { t, i18n } = useT();
  const at = (iso: string | null) => dateTimeText(iso, i18n.language);
  return (
    <Card data-testid="fan-sessions">
      <CardTitle>{t('fans.sessions')}</CardTitle>
      {sessions.length === 0 ? (
        <CardHint>{t('fans.sessionsNone')}</CardHint>
      ) : (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th>{t('fans.device')}</th>
                <th>{t('fans.signedInAt')}</th>
                <th>{t('fans.seenAt')}</th>
                <th>{t('fans.expiresAt')}</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={`${session.createdAt}-${session.expiresAt}-${session.device}`}>
                  <td data-label={t('fans.device')}>
                    <FanText>{session.device || '—'}</FanText>
                  </td>
                  <td data-label={t('fans.signedInAt')}>{at(session.createdAt)}</td>
                  <td data-label={t('fans.seenAt')}>{at(session.seenAt)}</td>
                  <td data-label={t('fans.expiresAt')}>{at(session.expiresAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}
