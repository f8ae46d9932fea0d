import styled from '@emotion/styled';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SystemMessages } from '../../../../schema/generated/api.ts';
import { usePagedList } from '../../../core/http/use-paged-list.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { kickoffLabel } from '../../../core/rules/server-time.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { loadStates } from '../../../ui/load-states.tsx';
import { Page } from '../../../ui/page.tsx';
import { accountApi } from '../api/account-calls.ts';
import { SignedOut } from '../components/signed-out.tsx';
import { colors } from '../../../core/theme/theme.ts';

const { PagedView } = loadStates('user-center', 'messages');

type Message = SystemMessages['list'][number];

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin: 0.5rem 1rem 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
  button {
    border: 0;
    background: none;
    color: ${(p) => p.theme.accent};
    font: inherit;
    cursor: pointer;
  }
  button:disabled {
    color: ${(p) => p.theme.color.textMuted};
    cursor: default;
  }
`;

const List = styled.ul`
  margin: 0.5rem 0.75rem;
  padding: 0;
  list-style: none;
  button {
    display: block;
    width: 100%;
    margin-bottom: 0.5rem;
    padding: 0.75rem;
    border: 0;
    border-radius: 0.625rem;
    background: ${(p) => p.theme.color.surface};
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  header {
    display: flex;
    align-items: center;
    gap: 0.375rem;
  }
  strong {
    flex: 1;
    min-width: 0;
    font-size: 0.9375rem;
  }
  time {
    flex: none;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
  p {
    margin: 0.375rem 0 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
    line-height: 1.5;
  }
  [data-read='0'] strong::before {
    content: '';
    display: inline-block;
    width: 0.5rem;
    height: 0.5rem;
    margin-right: 0.375rem;
    border-radius: 50%;
    background: ${colors.live};
    vertical-align: 0.125rem;
  }
`;

/**
 * /user-center/message (docs/decisions.md "System messages"): the fan's notices and everyone's announcements, newest
 * first, unread ones marked. Tapping one reads it and follows its link; "all read" clears the marks.
 */
export function MessagePage() {
  const { t } = useT('user-center');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [reads, setReads] = useState<{ ids: number[]; all: boolean; unread: number | null }>({ ids: [], all: false, unread: null });
  const list = usePagedList<Message>(
    async (page) => {
      const answer = await accountApi.messages(page);
      setReads((r) => ({ ...r, unread: r.unread ?? answer.unread }));
      return answer;
    },
    `messages-${user?.id ?? 0}`,
  );
  if (!user) {
    return (
      <Page data-page="message">
        <BackHeader title={t('message')} backLabel={t('back')} fallback="/user-center" />
        <SignedOut />
      </Page>
    );
  }
  const isRead = (m: Message) => reads.all || m.read === 1 || reads.ids.includes(m.id);
  const open = async (m: Message) => {
    if (!isRead(m)) {
      setReads((r) => ({ ...r, ids: [...r.ids, m.id] }));
      accountApi.readMessages([m.id]).then(
        ({ unread }) => setReads((r) => ({ ...r, unread })),
        () => undefined,
      );
    }
    if (m.link) navigate(m.link);
  };
  const readAll = async () => {
    const { unread } = await accountApi.readMessages();
    setReads({ ids: [], all: true, unread });
  };
  return (
    <Page data-page="message">
      <BackHeader title={t('message')} backLabel={t('back')} fallback="/user-center" />
      <Bar>
        <span data-testid="messages-unread">{t('messages.unread', { count: reads.unread ?? 0 })}</span>
        <button
          type="button"
          disabled={!reads.unread}
          onClick={() => void readAll().catch(() => undefined)}
          data-testid="messages-read-all"
        >
          {t('messages.readAll')}
        </button>
      </Bar>
      <PagedView list={list} empty={t('messages.none')} testId="messages">
        <List>
          {list.items.map((m) => (
            <li key={m.id}>
              <button type="button" data-testid="message" data-read={isRead(m) ? 1 : 0} onClick={() => void open(m)}>
                <header>
                  <strong>{m.title}</strong>
                  <time>{kickoffLabel(m.time)}</time>
                </header>
                <p>{m.content}</p>
              </button>
            </li>
          ))}
        </List>
      </PagedView>
    </Page>
  );
}
