import styled from '@emotion/styled';
import type { NewsItem } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { Card, Chip } from '../../ui/card.tsx';
import { color, narrow, radius } from '../../ui/tokens.ts';
import { List, RowActions, scheduleText, stateTones, Text } from './list-parts.tsx';

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
`;

const Cover = styled.img`
  width: 96px;
  height: 54px;
  object-fit: cover;
  border-radius: ${radius.small};
  background: ${color.sunken};
  ${narrow} {
    width: 72px;
    height: 40px;
  }
`;

/**
 * The news items with where each stands for fans, its category and schedule, and what the operator may do with it.
 * Texts are rendered as text (React escapes them), whatever was written.
 */
export function NewsList(props: {
  items: NewsItem[];
  canWrite: boolean;
  busy: boolean;
  onEdit: (item: NewsItem) => void;
  onMove: (item: NewsItem, move: 'publish' | 'withdraw') => void;
}) {
  const { t, i18n } = useT();
  if (props.items.length === 0)
    return (
      <Card>
        <p>{t('content.empty')}</p>
      </Card>
    );
  return (
    <Card>
      <List>
        {props.items.map((item) => {
          const schedule = scheduleText(item, t, i18n.language, t('news.unscheduled'));
          return (
            <Row key={item.id} data-testid={`news-${item.id}`}>
              <Cover src={item.cover} alt="" loading="lazy" />
              <Text>
                <strong>{item.title}</strong>
                <p>{item.summary}</p>
                <p>
                  <Chip tone={stateTones[item.state]} data-testid="news-state">
                    {t(`content.state.${item.state}`)}
                  </Chip>{' '}
                  #{item.id} · {t(`news.category.${item.category}`)} · {schedule}
                  {item.seeded && ` · ${t('news.seeded')}`}
                </p>
              </Text>
              {props.canWrite && (
                <RowActions
                  published={item.status === 'published'}
                  busy={props.busy}
                  onMove={(move) => props.onMove(item, move)}
                  onEdit={() => props.onEdit(item)}
                />
              )}
            </Row>
          );
        })}
      </List>
    </Card>
  );
}
