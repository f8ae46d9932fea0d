import styled from '@emotion/styled';
import type { ContentItem } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { Card, Chip } from '../../ui/card.tsx';
import { color, narrow, radius } from '../../ui/tokens.ts';
import { List, RowActions, scheduleText, stateTones, Text } from './list-parts.tsx';

const Row = styled.li`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) auto;
  gap: 16px;
  align-items: center;
  padding: 14px 0;
  border-top: 1px solid ${color.border};
  &:first-of-type {
    border-top: none;
  }
  &[data-kind='announcement'] {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  ${narrow} {
    grid-template-columns: 56px minmax(0, 1fr);
    &[data-kind='announcement'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const Picture = styled.img`
  width: 72px;
  height: 40px;
  object-fit: contain;
  border-radius: ${radius.small};
  background: ${color.sunken};
  ${narrow} {
    width: 56px;
  }
`;

/**
 * The rows of one kind with where each stands for fans, its schedule, and what the operator may do with it. Texts are
 * rendered as text (React escapes them), whatever an operator wrote.
 */
export function ContentList(props: {
  items: ContentItem[];
  canWrite: boolean;
  busyId: number | null;
  onEdit: (item: ContentItem) => void;
  onMove: (item: ContentItem, move: 'publish' | 'withdraw') => void;
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
          const schedule = scheduleText(item, t, i18n.language, t('content.always'));
          const busy = props.busyId !== null;
          return (
            <Row key={item.id} data-kind={item.kind} data-testid={`content-${item.id}`}>
              {item.kind === 'banner' && <Picture src={item.image} alt="" loading="lazy" />}
              <Text>
                <strong>{item.title}</strong>
                <p>{item.titlePt}</p>
                <p>
                  <Chip tone={stateTones[item.state]} data-testid="content-state">
                    {t(`content.state.${item.state}`)}
                  </Chip>{' '}
                  #{item.id} · {t('content.fieldSort')} {item.sort} · {schedule}
                  {item.link && ` · ${item.link}`}
                </p>
              </Text>
              {props.canWrite && (
                <RowActions
                  published={item.status === 'published'}
                  busy={busy}
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
