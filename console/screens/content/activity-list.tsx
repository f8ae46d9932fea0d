import styled from '@emotion/styled';
import type { ActivityItem } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { Card, Chip } from '../../ui/card.tsx';
import { color, narrow, radius } from '../../ui/tokens.ts';
import { List, RowActions, scheduleText, Text } from './list-parts.tsx';

const Row = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr) auto;
  gap: 16px;
  align-items: center;
  padding: 14px 0;
  border-top: 1px solid ${color.border};
  &:first-of-type {
    border-top: none;
  }
  ${narrow} {
    grid-template-columns: 72px minmax(0, 1fr);
  }
  & img {
    width: 96px;
    height: 54px;
    object-fit: cover;
    border-radius: ${radius.small};
    background: ${color.sunken};
    ${narrow} {
      width: 72px;
      height: 40px;
    }
  }
`;

/** Spec 000 §4's statuses as chips: inactive 0, active 1, finished 2, refund 3, inplay 4. */
const statusTones = ['danger', 'warning', 'neutral', 'neutral', 'success'] as const;

/** The activities with their status as fans read it, who joined, and what the operator may do; texts rendered as text. */
export function ActivityList(props: {
  items: ActivityItem[];
  canWrite: boolean;
  busy: boolean;
  onEdit: (item: ActivityItem) => void;
  onMove: (item: ActivityItem, move: 'publish' | 'withdraw') => void;
}) {
  const { t, i18n } = useT();
  return (
    <Card>
      <List>
        {props.items.map((item) => (
          <Row key={item.id} data-testid={`activity-${item.id}`}>
            <img src={item.cover} alt="" loading="lazy" />
            <Text>
              <strong>{item.title}</strong>
              <p>{item.summary}</p>
              <p>
                <Chip tone={statusTones[item.status] ?? 'neutral'} data-testid="activity-status">
                  {t(`activity.status.${item.status}`)}
                </Chip>{' '}
                #{item.id} · {scheduleText({ publishAt: item.startTime, endAt: item.endTime }, t, i18n.language, '')} ·{' '}
                {t('activity.joined', { count: item.participants })} · {t('activity.gold', { fee: item.entryFee, award: item.award })}
              </p>
            </Text>
            {props.canWrite && (
              <RowActions
                published={!item.withdrawn}
                fixed={item.status === 3}
                busy={props.busy}
                onMove={(move) => props.onMove(item, move)}
                onEdit={() => props.onEdit(item)}
              />
            )}
          </Row>
        ))}
      </List>
    </Card>
  );
}
