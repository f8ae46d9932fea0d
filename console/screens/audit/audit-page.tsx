import styled from '@emotion/styled';
import { useState } from 'react';
import { auditCsvUrl, readAudit } from '../../api/audit-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { ExportLink } from '../../ui/export-link.tsx';
import { Card, CardHint, PageLead, PageTitle } from '../../ui/card.tsx';
import { LoadingState, RetryState } from '../../ui/load-state.tsx';
import { RequirePermission } from '../../ui/require-permission.tsx';
import { color } from '../../ui/tokens.ts';
import { useRemote } from '../../ui/use-remote.ts';
import { AuditFilters, emptyDraft, filterOf, type FilterDraft } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';

const pageSize = 25;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 16px;
  & p {
    margin-bottom: 0;
  }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 12px;
  color: ${color.muted};
`;

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** Every operator action, newest first: filters, pages and the CSV of the same rows. */
export function AuditPage() {
  return (
    <RequirePermission permission="audit.read">
      <AuditScreen />
    </RequirePermission>
  );
}

function AuditScreen() {
  const { t } = useT();
  const [draft, setDraft] = useState<FilterDraft>(emptyDraft);
  const [page, setPage] = useState(1);
  const filter = filterOf(draft);
  const { remote, retry } = useRemote(() => readAudit(filter, page, pageSize), JSON.stringify([filter, page]));
  const pages = remote.state === 'ready' ? Math.max(1, Math.ceil(remote.data.total / pageSize)) : 1;
  return (
    <>
      <Head>
        <div>
          <PageTitle>{t('audit.title')}</PageTitle>
          <PageLead>{t('audit.lead')}</PageLead>
        </div>
        <ExportLink href={auditCsvUrl(filter)} download data-testid="audit-csv">
          {t('audit.export')}
        </ExportLink>
      </Head>
      <Body>
        <AuditFilters
          initial={draft}
          onApply={(next) => {
            setDraft(next);
            setPage(1);
          }}
        />
        {remote.state === 'loading' && <LoadingState />}
        {remote.state === 'failed' && <RetryState error={remote.error} onRetry={retry} />}
        {remote.state === 'ready' && remote.data.items.length === 0 && <CardHint>{t('audit.empty')}</CardHint>}
        {remote.state === 'ready' && remote.data.items.length > 0 && (
          <>
            <AuditTable
              rows={remote.data.items}
              onOperator={(id) => {
                setDraft({ ...draft, operator: String(id) });
                setPage(1);
              }}
            />
            <Pager aria-label={t('audit.pages')}>
              <span>{t('audit.pageOf', { page, pages, total: remote.data.total })}</span>
              <Button type="button" tone="secondary" small disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('audit.previous')}
              </Button>
              <Button type="button" tone="secondary" small disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('audit.next')}
              </Button>
            </Pager>
          </>
        )}
      </Body>
    </>
  );
}
