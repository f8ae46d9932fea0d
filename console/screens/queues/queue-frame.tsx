import type { ReactNode } from 'react';
import type { QueuePage } from '../../api/queue-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { Card, CardTitle, PageHead, PageLead, PageTitle } from '../../ui/card.tsx';
import { LoadingState, RetryState } from '../../ui/load-state.tsx';
import type { Remote } from '../../ui/use-remote.ts';
import { Stack } from '../../ui/stack.tsx';
import { StatusNote } from '../../ui/status-line.tsx';

/**
 * A queue screen's frame: its title and lead, how the last action went, and a card with the count and the rows (or
 * the read under way, its failure with a retry, or that the queue is empty).
 */
export function QueueFrame<T>({
  name,
  countKey,
  remote,
  retry,
  status,
  children,
}: {
  name: string;
  countKey: string;
  remote: Remote<QueuePage<T>>;
  retry: () => void;
  status: { failed: boolean; text: string } | null;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useT();
  return (
    <Stack>
      <PageHead>
        <PageTitle>{t(`${name}.title`)}</PageTitle>
        <PageLead>{t(`${name}.lead`)}</PageLead>
      </PageHead>
      <StatusNote status={status} testId="queue-status" />
      <Card>
        {/* The count is only said once read: a failed read showed "0 waiting" beside the navigation's real count. */}
        {remote.state === 'ready' && <CardTitle data-testid="queue-count">{t(countKey, { count: remote.data.total })}</CardTitle>}
        {remote.state === 'loading' && <LoadingState />}
        {remote.state === 'failed' && <RetryState error={remote.error} onRetry={retry} />}
        {remote.state === 'ready' && remote.data.items.length === 0 && <p data-testid="queue-empty">{t('queues.empty')}</p>}
        {remote.state === 'ready' && remote.data.items.length > 0 && children(remote.data.items)}
      </Card>
    </Stack>
  );
}
