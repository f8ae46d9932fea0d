import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { fitToRoom } from '../../../core/rules/text-rules.ts';
import { ServerCode, type ChatSdk } from '../../../im/index.ts';
import type { PagedList } from '../../../core/http/use-paged-list.ts';
import type { FoundUser } from '../api/search-users.ts';
import { Avatar } from './avatar.tsx';
import { ContactItem, ContactNames, EmptyLine, Rows, SectionTitle } from './contact-row.tsx';

/** The source of an application made from a search result (spec 001: AddSource_Type_ and at most 8 characters). */
const addSource = 'AddSource_Type_search';

const Actions = styled.span`
  display: flex;
  flex: none;
  gap: 0.375rem;
  > a,
  > button {
    height: 1.75rem;
    padding: 0 0.625rem;
    border: 1px solid ${(p) => p.theme.primary};
    border-radius: 999px;
    background: transparent;
    color: ${(p) => p.theme.primary};
    font: inherit;
    font-size: 0.75rem;
    line-height: 1.625rem;
    text-decoration: none;
    cursor: pointer;
  }
  > a {
    background: ${(p) => p.theme.primary};
    color: ${(p) => p.theme.onPrimary};
  }
  > button:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

const More = styled.button`
  display: block;
  width: 100%;
  padding: 0.75rem;
  border: 0;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.primary};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
`;

/**
 * The fans the server found (docs/api.md "Finding people"): each opens their profile, and offers to chat with them or,
 * unless they are friends already, to ask them to be friends. A page at a time; a failure offers a retry.
 */
export function PeopleResults(props: { sdk: ChatSdk; people: PagedList<FoundUser>; friendIDs: ReadonlySet<string> }) {
  const { t, i18n } = useT('chat');
  const { people } = props;
  const [asked, setAsked] = useState<ReadonlySet<string>>(new Set());
  const addFriend = async (user: FoundUser) => {
    try {
      const { data } = await props.sdk.addFriend({ to: user.uid, source: addSource });
      showToast(data.code === ServerCode.FRIEND_APPLICATION_PENDING ? t('applicationSent') : t('friendAdded'));
      setAsked((before) => new Set([...before, user.uid]));
    } catch {
      showToast(t('actionFailed'));
    }
  };
  if (people.status === 'loading') return <EmptyLine data-testid="people-loading">{t('people.loading')}</EmptyLine>;
  if (people.status === 'error')
    return (
      <More type="button" data-testid="people-retry" onClick={people.retry}>
        {t('people.failed')}
      </More>
    );
  if (people.items.length === 0) return null;
  return (
    <section aria-label={t('people.title')} data-testid="people-results">
      <SectionTitle>{t('people.title')}</SectionTitle>
      <Rows>
        {people.items.map((user) => {
          const name = fitToRoom(user.nick_name, 9, i18n.language);
          const friend = props.friendIDs.has(user.uid);
          return (
            <ContactItem key={user.uid} data-testid="search-person" data-peer={user.uid}>
              <Link to={`/c2c-user/${encodeURIComponent(user.uid)}`}>
                <Avatar id={user.uid} name={user.nick_name} src={user.avatar} size={2.5} />
                <ContactNames name={name} line={t('people.id', { id: user.uid })} />
              </Link>
              <Actions>
                {friend ? null : (
                  <button type="button" data-testid="person-add" disabled={asked.has(user.uid)} onClick={() => void addFriend(user)}>
                    {asked.has(user.uid) ? t('people.asked') : t('people.add')}
                  </button>
                )}
                <Link to={`/c2c-chatroom/${encodeURIComponent(user.uid)}`} data-testid="person-chat">
                  {t('people.chat')}
                </Link>
              </Actions>
            </ContactItem>
          );
        })}
      </Rows>
      {people.hasMore || people.status === 'moreError' ? (
        <More
          type="button"
          data-testid="people-more"
          disabled={people.status === 'more'}
          onClick={people.status === 'moreError' ? people.retry : people.loadMore}
        >
          {people.status === 'moreError' ? t('people.failed') : people.status === 'more' ? t('people.loading') : t('people.more')}
        </More>
      ) : null}
    </section>
  );
}
