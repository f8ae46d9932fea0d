import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { dateTimeText } from '../../ui/date-time.ts';
import { color, narrow, radius } from '../../ui/tokens.ts';

// The list every content editor shares (banners, announcements, news, activities): each row's picture, its texts
// (the screen's own), and the operator's moves. Texts are rendered as text (React escapes them), whatever was written.

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: 16px;
  align-items: center;
  padding: 14px 0;
  border-top: 1px solid ${color.border};
  &:first-of-type {
    border-top: none;
  }
  &[data-bare] {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  ${narrow} {
    grid-template-columns: auto minmax(0, 1fr);
    &[data-bare] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

/** A row's picture: a 16:9 cover (news, activities), or a banner shown whole (`data-fit="contain"`). */
const Picture = styled.img`
  width: 96px;
  height: 54px;
  object-fit: cover;
  border-radius: ${radius.small};
  background: ${color.sunken};
  &[data-fit='contain'] {
    width: 72px;
    height: 40px;
    object-fit: contain;
  }
  ${narrow} {
    width: 72px;
    height: 40px;
    &[data-fit='contain'] {
      width: 56px;
    }
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

/** The chip tone of where a row stands for fans. */
export const stateTones = { draft: 'neutral', scheduled: 'warning', live: 'success', ended: 'neutral', withdrawn: 'danger' } as const;

/** An operator's move of a row. */
export type Move = 'publish' | 'withdraw';

/** A row's moves: withdraw a published row or publish another (unless `fixed`), and edit it. */
function RowActions(props: { published: boolean; fixed?: boolean; busy: boolean; onMove: (move: Move) => void; onEdit: () => void }) {
  const { t } = useT();
  return (
    <Buttons>
      {props.fixed ? null : props.published ? (
        <Button type="button" tone="danger" small disabled={props.busy} onClick={() => props.onMove('withdraw')}>
          {t('content.withdraw')}
        </Button>
      ) : (
        <Button type="button" small disabled={props.busy} onClick={() => props.onMove('publish')}>
          {t('content.publish')}
        </Button>
      )}
      <Button type="button" tone="secondary" small disabled={props.busy} onClick={props.onEdit}>
        {t('content.edit')}
      </Button>
    </Buttons>
  );
}

/** A row's schedule in words (`从 … 至 …`), or `always` when it has none. */
export function scheduleText(
  item: { publishAt: string | null; endAt: string | null },
  t: (key: string, values?: Record<string, unknown>) => string,
  language: string,
  always: string,
): string {
  const parts = [
    item.publishAt && t('content.from', { at: dateTimeText(item.publishAt, language) }),
    item.endAt && t('content.until', { at: dateTimeText(item.endAt, language) }),
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : always;
}

/**
 * The rows of a content editor, or a word that there are none. `name` gives the test ids (`<name>-<id>`); `picture`
 * a row's picture, if it has one; `published` and `fixed` its moves; `children` its texts.
 */
export function ListFrame<T extends { id: number }>(props: {
  name: string;
  items: T[];
  canWrite: boolean;
  busy: boolean;
  picture?: (item: T) => { src: string; fit?: 'contain' } | null;
  published: (item: T) => boolean;
  fixed?: (item: T) => boolean;
  onEdit: (item: T) => void;
  onMove: (item: T, move: Move) => void;
  children: (item: T) => ReactNode;
}) {
  const { t } = useT();
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
          const picture = props.picture?.(item);
          return (
            <Row key={item.id} data-testid={`${props.name}-${item.id}`} data-bare={picture ? undefined : ''}>
              {picture && <Picture src={picture.src} data-fit={picture.fit} alt="" loading="lazy" />}
              <Text>{props.children(item)}</Text>
              {props.canWrite && (
                <RowActions
                  published={props.published(item)}
                  fixed={props.fixed?.(item)}
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
