import styled from '@emotion/styled';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { getRecords } from '../api/get-records.ts';
import { ModelHeader } from '../components/model-header.tsx';
import { PagedView } from '../components/remote-states.tsx';
import { serverDay } from '../../../core/rules/server-time.ts';
import { colors } from '../../../core/theme/theme.ts';

const Records = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Record = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem;
  margin: 0.5rem 0.75rem;
  padding: 0.625rem 0.75rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  font-size: 0.8125rem;
  small {
    color: ${(p) => p.theme.color.textMuted};
  }
  .status-2 {
    color: ${colors.danger};
  }
`;

/** /data/model/subscription-records: the fan's subscriptions, newest first, with payment result and validity. */
export default function RecordsPage() {
  const { t } = useT('data-model');
  const token = useSession((s) => s.user?.token ?? '');
  const records = usePagedList(
    (page) => (token ? getRecords(page) : Promise.resolve({ list: [], total: 0 })),
    token,
    (r) => r.id,
  );
  const now = Date.now() / 1000;
  return (
    <Page data-page="model-records">
      <ModelHeader title={t('records')} />
      {!token ? (
        <MessagePanel
          testId="records-guest"
          title={t('recordsGuest')}
          text=""
          action={
            <PillButton type="button" onClick={() => requireLogin()}>
              {t('login')}
            </PillButton>
          }
        />
      ) : (
        <PagedView list={records} empty={t('noRecords')} testId="records">
          <Records>
            {records.items.map((r) => (
              <Record key={r.id} data-testid="model-record" data-status={r.status}>
                <strong>
                  {t(`kind.${r.kind}`)} · {t('days', { days: r.days })}
                </strong>
                <span className={`status-${r.status}`}>{t(`payment.${r.status}`)}</span>
                <small>
                  {t('price', { price: r.amount })} · {serverDay(r.created_at)}
                </small>
                <small>{r.status === 1 ? (r.ends_at > now ? t('active') : t('expired')) : ''}</small>
                {r.status === 1 ? <small>{t('validity', { start: serverDay(r.starts_at), end: serverDay(r.ends_at) })}</small> : null}
              </Record>
            ))}
          </Records>
        </PagedView>
      )}
    </Page>
  );
}
