import styled from '@emotion/styled';
import type { NewsItem } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card, Chip } from '../../ui/card.tsx';
import { color, narrow, radius } from '../../ui/tokens.ts';
import { when } from './content-list.tsx';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

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

const Text = styled.div`
  min-width: 0;
  & strong {
    display: block;
    overflow-wrap: anywhere;
  }
  & p {
    margin: 2px 0 0;
    color: ${color.muted};
    font-size: 13px;
    overflow-wrap: anywhere;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: 6px;
  ${narrow} {
    grid-column: 1 / -1;
  }
`;

const stateTones = { draft: 'neutral', scheduled: 'warning', live: 'success', ended: 'neutral', withdrawn: 'danger' } as const;

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
          const schedule = [
            item.publishAt && t('content.from', { at: when(item.publishAt, i18n.language) }),
            item.endAt && t('content.until', { at: when(item.endAt, i18n.language) }),
          ].filter(Boolean);
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
                  #{item.id} · {t(`news.category.${item.category}`)} · {schedule.length ? schedule.join(' ') : t('news.unscheduled')}
                  {item.seeded && ` · ${t('news.seeded')}`}
                </p>
              </Text>
              {props.canWrite && (
                <Buttons>
                  {item.status === 'published' ? (
                    <Button type="button" tone="danger" small disabled={props.busy} onClick={() => props.onMove(item, 'withdraw')}>
                      {t('content.withdraw')}
                    </Button>
                  ) : (
                    <Button type="button" small disabled={props.busy} onClick={() => props.onMove(item, 'publish')}>
                      {t('content.publish')}
                    </Button>
                  )}
                  <Button type="button" tone="secondary" small disabled={props.busy} onClick={() => props.onEdit(item)}>
                    {t('content.edit')}
                  </Button>
                </Buttons>
              )}
            </Row>
          );
        })}
      </List>
    </Card>
  );
}
