import styled from '@emotion/styled';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { color, narrow } from '../../ui/tokens.ts';

// What the content screen's lists (banners and announcements, news) share: the list, a row's texts, its buttons.

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Text = styled.div`
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

/** An instant in the console's language and the browser's time zone. */
export function when(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language === 'zh' ? 'zh-CN' : 'pt-BR', { dateStyle: 'short', timeStyle: 'short' });
}

/** A row's moves: withdraw a published row or publish another (unless `fixed`), and edit it. */
export function RowActions(props: {
  published: boolean;
  fixed?: boolean;
  busy: boolean;
  onMove: (move: 'publish' | 'withdraw') => void;
  onEdit: () => void;
}) {
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
    item.publishAt && t('content.from', { at: when(item.publishAt, language) }),
    item.endAt && t('content.until', { at: when(item.endAt, language) }),
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : always;
}
