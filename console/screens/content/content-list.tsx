import styled from '@emotion/styled';
import type { ContentItem } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card, Chip } from '../../ui/card.tsx';
import { color, narrow, radius } from '../../ui/tokens.ts';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

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

/** An instant in the console's language and the browser's time zone. */
export function when(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language === 'zh' ? 'zh-CN' : 'pt-BR', { dateStyle: 'short', timeStyle: 'short' });
}

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
          const schedule = [
            item.publishAt && t('content.from', { at: when(item.publishAt, i18n.language) }),
            item.endAt && t('content.until', { at: when(item.endAt, i18n.language) }),
          ].filter(Boolean);
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
                  #{item.id} · {t('content.fieldSort')} {item.sort} · {schedule.length ? schedule.join(' ') : t('content.always')}
                  {item.link && ` · ${item.link}`}
                </p>
              </Text>
              {props.canWrite && (
                <Buttons>
                  {item.status === 'published' ? (
                    <Button type="button" tone="danger" small disabled={busy} onClick={() => props.onMove(item, 'withdraw')}>
                      {t('content.withdraw')}
                    </Button>
                  ) : (
                    <Button type="button" small disabled={busy} onClick={() => props.onMove(item, 'publish')}>
                      {t('content.publish')}
                    </Button>
                  )}
                  <Button type="button" tone="secondary" small disabled={busy} onClick={() => props.onEdit(item)}>
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
