import { useMemo, useState } from 'react';
import { useChatSdk } from '../../../core/chat/chat-sdk.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { useNow } from '../../../core/time/use-now.ts';
import type { ChatSdk } from '../../../im/index.ts';
import { useConversationList, useFriends } from '../../../im/react/index.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { ChipsAction, KeywordChips } from '../../../ui/keyword-chips.tsx';
import { SkeletonRows } from '../../../ui/load-states.tsx';
import { Page } from '../../../ui/page.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { ChatLoginPanel } from '../components/chat-login-panel.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { useFriendRemarks } from '../hooks/use-friend-remarks.ts';
import { PeopleResults } from '../components/people-results.tsx';
import { usePeopleSearch } from '../hooks/use-people-search.ts';
import { matchFriends, matchGroups, matchMessages, searchesPeople } from '../lib/chat-search.ts';
import { groupConversations } from '../lib/group-summary.ts';
import { clearSearchLog, logSearch, readSearchLog } from '../lib/search-log.ts';
import { privateConversations } from '../lib/summary.ts';

const keywordMax = 30;

/**
 * The search of a signed-in fan: results as they type, over friends, groups and the messages the chat layer holds,
 * and fans by ID or nick from the server (docs/api.md "Finding people").
 */
function ChatSearch(props: { sdk: ChatSdk }) {
  const { t } = useT('chat');
  const site = useAppStore((s) => s.site);
  const { friends, status } = useFriends(props.sdk);
  const remarks = useFriendRemarks(props.sdk);
  const { conversations } = useConversationList(props.sdk);
  const now = useNow(60_000);
  const [text, setText] = useState('');
  const [log, setLog] = useState(() => readSearchLog(site));
  const keyword = text.trim();
  const found = useMemo(
    () => ({
      friends: matchFriends(friends, keyword),
      groups: matchGroups(groupConversations(conversations), keyword),
      messages: matchMessages(privateConversations(conversations), (id) => props.sdk.getLocalMessages(id), keyword),
    }),
    [friends, conversations, keyword, props.sdk],
  );
  const people = usePeopleSearch(props.sdk, keyword);
  const friendIDs = useMemo(() => new Set(friends.map((friend) => friend.userID)), [friends]);
  // Nothing found is said only once the server answered for this very keyword (or would not be asked about it).
  const settled = !searchesPeople(keyword) || (people.asked === keyword && people.status !== 'loading');
  // A keyword is kept once the fan searched with it: a submit, or a tap on what it found.
  const remember = () => keyword && setLog(logSearch(site, keyword));
  return (
    <>
      <SearchField
        text={text}
        onType={setText}
        onSubmit={remember}
        labels={{ placeholder: t('searchHint'), label: t('search'), submit: t('searchSubmit') }}
        maxLength={keywordMax}
        testId="chat-search"
        autoFocus
      />
      {!keyword && log.length > 0 ? (
        <KeywordChips
          title={t('searchLog')}
          titleId="chat-search-log"
          keywords={[...log].reverse().map((entry) => ({ key: entry, keyword: entry }))}
          onPick={setText}
          testId="chat-search-log"
          action={
            <ChipsAction
              type="button"
              data-testid="chat-search-log-clear"
              onClick={() => {
                clearSearchLog(site);
                setLog([]);
              }}
            >
              {t('clear')}
            </ChipsAction>
          }
        />
      ) : null}
      {keyword && status === 'loading' ? <SkeletonRows testId="search-loading" rows={3} /> : null}
      {keyword && status !== 'loading' ? (
        <SearchResults
          keyword={keyword}
          friends={found.friends}
          groups={found.groups}
          messages={found.messages}
          people={<PeopleResults sdk={props.sdk} people={people} friendIDs={friendIDs} />}
          peopleFound={people.items.length > 0}
          settled={settled}
          remarks={remarks}
          nowSeconds={Math.floor(now / 1000)}
          onOpen={remember}
        />
      ) : null}
    </>
  );
}

/** /c2c-search: search friends (nick or remark), groups, fans and chat messages, with the last 5 keywords (docs/decisions.md "Chat screens"). */
export default function SearchPage() {
  const { t } = useT('chat');
  const signedIn = useSession((s) => Boolean(s.user?.uid));
  const sdk = useChatSdk();
  return (
    <Page data-page="c2c-search">
      <BackHeader title={t('search')} backLabel={t('back')} fallback="/c2c" />
      {!signedIn ? (
        <ChatLoginPanel title={t('guestTitle')} />
      ) : sdk ? (
        <ChatSearch sdk={sdk} />
      ) : (
        <SkeletonRows testId="search-loading" rows={3} />
      )}
    </Page>
  );
}
