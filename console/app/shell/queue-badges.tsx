import styled from '@emotion/styled';
import type { Permission, QueueCounts } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { useQueueCounts } from '../../state/counts-store.ts';
import { can, useSession } from '../../state/session-store.ts';
import { color, narrow } from '../../ui/tokens.ts';

/** Each queue and the permission that reviews it: an operator sees the counts of the queues that are theirs. */
const queues: { key: keyof QueueCounts; permission: Permission }[] = [
  { key: 'applications', permission: 'applications.review' },
  { key: 'withdrawals', permission: 'withdrawals.review' },
  { key: 'feedback', permission: 'feedback.reply' },
  { key: 'reports', permission: 'reports.review' },
  { key: 'comments', permission: 'reports.review' },
];

const List = styled.ul`
  display: flex;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${narrow} {
    /* Under the bar's first row, across the phone's width: the menu and the operator keep the row. */
    order: 10;
    flex-basis: 100%;
    overflow-x: auto;
  }
`;

const Badge = styled.li<{ waiting: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 3px 4px 3px 10px;
  border-radius: 999px;
  font-size: 12px;
  background: ${color.sunken};
  color: ${color.muted};
  white-space: nowrap;
  & > strong {
    min-width: 22px;
    padding: 0 6px;
    border-radius: 999px;
    text-align: center;
    background: ${({ waiting }) => (waiting ? color.danger : color.borderStrong)};
    color: ${({ waiting }) => (waiting ? color.white : color.text)};
  }
`;

/** The review queues' sizes, live from the events stream (`counts`), as badges. */
export function QueueBadges() {
  const { t } = useT();
  const operator = useSession((state) => state.operator);
  const counts = useQueueCounts((state) => state.counts);
  const mine = queues.filter((queue) => can(operator, queue.permission));
  if (!counts || mine.length === 0) return null;
  return (
    <List aria-label={t('queues.label')}>
      {mine.map(({ key }) => (
        <Badge key={key} waiting={counts[key] > 0} data-testid={`queue-${key}`} title={t(`queues.${key}`)}>
          <span>{t(`queues.${key}`)}</span>
          <strong>{counts[key]}</strong>
        </Badge>
      ))}
    </List>
  );
}
