import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useChatSdk } from '../../../core/chat/chat-sdk.ts';
import { confirmDialog, showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useBusyScreen } from '../../../core/overlay/use-overlay.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { useNow } from '../../../core/time/use-now.ts';
import type { ChatSdk, Conversation } from '../../../im/index.ts';
import { useConversationList, useImState, useSeenProfiles } from '../../../im/react/index.ts';
import { SkeletonRows } from '../../../ui/load-states.tsx';
import { MessagePanel, PrimaryLink } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';
import { HeaderIcon, SubHeader } from '../../../ui/sub-header.tsx';
import { TabStrip } from '../../../ui/tab-strip.tsx';
import { ActionSheet } from '../components/action-sheet.tsx';
import { ChatLoginPanel } from '../components/chat-login-panel.tsx';
import { ConversationRow, conversationName, peerOf } from '../components/conversation-row.tsx';
import { FriendsView } from '../components/friends-view.tsx';
import { GroupConversationRow, groupName } from '../components/group-conversation-row.tsx';
import { useFriendRemarks } from '../hooks/use-friend-remarks.ts';
import { useGrowingList } from '../hooks/use-growing-list.ts';
import { NetBanner } from '../components/net-banner.tsx';
import { groupConversations } from '../lib/group-summary.ts';
import { privateConversations } from '../lib/summary.ts';
import { newGroupIconPath, searchIconPath } from '../lib/search-icon.ts';

type ChatTab = 'private' | 'group' | 'friends';

const Syncing = styled.span`
  margin-left: 0.375rem;
  /* On the header's colour, as the title: dimmed, not the page's muted grey. */
  opacity: 0.8;
  font-size: 0.8125rem;
  font-weight: normal;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A tab of conversations, long press to pin or delete one: the private tab's C2C conversations, or the group tab's
 * groups (fan groups among them), each in the chat layer's order.
 */
function ConversationTab(props: { sdk: ChatSdk; selfID: string; kind: 'private' | 'group' }) {
  const { t } = useT('chat');
  const { ready } = useImState(props.sdk);
  const { conversations } = useConversationList(props.sdk);
  const remarks = useFriendRemarks(props.sdk);
  const seen = useSeenProfiles(props.sdk);
  // One translator for the list, handed to its rows: a row that asked for its own cost more than the row's drawing.
  const nameOf = (conversation: Conversation) =>
    props.kind === 'group' ? groupName(conversation, t) : conversationName(conversation, remarks, t, seen(peerOf(conversation)));
  const now = useNow(60_000);
  const [acting, setActing] = useState<Conversation | null>(null);
  const rows = props.kind === 'group' ? groupConversations(conversations) : privateConversations(conversations);
  const { shown, sentinel } = useGrowingList(rows.length);

  const pin = (conversation: Conversation) =>
    props.sdk
      .pinConversation({ conversationID: conversation.conversationID, isPinned: !conversation.isPinned })
      .catch(() => showToast(t('actionFailed')));
  const remove = async (conversation: Conversation) => {
    const confirmed = await confirmDialog({
      title: t('deleteTitle'),
      message: `${nameOf(conversation)}：${t('deleteText')}`,
      confirmText: t('delete'),
      cancelText: t('cancel'),
    });
    if (confirmed) await props.sdk.deleteConversation(conversation.conversationID).catch(() => showToast(t('actionFailed')));
  };

  if (!ready && rows.length === 0) return <SkeletonRows testId="conversations-loading" rows={6} />;
  if (rows.length === 0) {
    return props.kind === 'group' ? (
      <MessagePanel
        testId="groups-empty"
        title={t('noGroups')}
        text={t('noGroupsHint')}
        action={
          <PrimaryLink to="/chat-group-create" data-testid="groups-create">
            {t('groupCreate.entry')}
          </PrimaryLink>
        }
      />
    ) : (
      <MessagePanel testId="conversations-empty" title={t('noConversations')} text={t('noConversationsHint')} />
    );
  }
  const nowSeconds = Math.floor(now / 1000);
  return (
    <>
      <List data-testid={props.kind === 'group' ? 'group-conversations' : 'conversations'}>
        {rows
          .slice(0, shown)
          .map((conversation) =>
            props.kind === 'group' ? (
              <GroupConversationRow
                key={conversation.conversationID}
                conversation={conversation}
                selfID={props.selfID}
                nowSeconds={nowSeconds}
                onActions={setActing}
                t={t}
              />
            ) : (
              <ConversationRow
                key={conversation.conversationID}
                conversation={conversation}
                selfID={props.selfID}
                nowSeconds={nowSeconds}
                remarks={remarks}
                seen={seen(peerOf(conversation))}
                onActions={setActing}
                t={t}
              />
            ),
          )}
        {shown < rows.length ? <li key={shown} ref={sentinel} aria-hidden="true" data-testid="conversations-more" /> : null}
      </List>
      {acting ? (
        <ActionSheet
          label={nameOf(acting)}
          cancelLabel={t('cancel')}
          onClose={() => setActing(null)}
          actions={[
            { label: acting.isPinned ? t('unpin') : t('pin'), testId: 'conversation-pin', run: () => void pin(acting) },
            { label: t('deleteConversation'), testId: 'conversation-delete', danger: true, run: () => void remove(acting) },
          ]}
        />
      ) : null}
    </>
  );
}

/** The chat of a signed-in fan: the network line while reconnecting, then the tab's content. */
function SignedIn(props: { tab: ChatTab; selfID: string }) {
  const sdk = useChatSdk();
  if (!sdk) return <SkeletonRows testId="conversations-loading" rows={6} />;
  return (
    <>
      <Connection sdk={sdk} />
      {props.tab === 'private' || props.tab === 'group' ? (
        <ConversationTab key={props.tab} sdk={sdk} selfID={props.selfID} kind={props.tab} />
      ) : null}
      {props.tab === 'friends' ? <FriendsView sdk={sdk} mode="tab" /> : null}
    </>
  );
}

/**
 * The page's title, with "receiving" beside it until the chat has the server's whole list, as a messenger's title
 * says: the rows drawn before that may be the device's copy of the last visit (docs/decisions.md).
 */
function C2cTitle() {
  const { t } = useT('chat');
  const sdk = useChatSdk();
  return (
    <>
      {t('c2c')}
      {sdk ? <SyncState sdk={sdk} /> : null}
    </>
  );
}

function SyncState(props: { sdk: ChatSdk }) {
  const { t } = useT('chat');
  const { ready } = useImState(props.sdk);
  return ready ? null : (
    <Syncing role="status" data-testid="conversations-syncing">
      {t('syncing')}
    </Syncing>
  );
}

function Connection(props: { sdk: ChatSdk }) {
  const { ready, netState } = useImState(props.sdk);
  return ready ? <NetBanner netState={netState} /> : null;
}

/** /c2c: the fan's conversations in the tabs private, group and friends (the tab is kept as c2cPageTab). */
export default function ConversationsPage() {
  const { t } = useT('chat');
  // The messenger is where messages arrive: pop-ups the fan did not ask for wait until the fan leaves it.
  useBusyScreen('messenger');
  const selfID = useSession((s) => (s.user?.uid ? String(s.user.uid) : ''));
  const tab = useAppStore((s) => s.c2cPageTab);
  const tabs = [
    { value: 'private', label: t('tabPrivate') },
    { value: 'group', label: t('tabGroup') },
    { value: 'friends', label: t('tabFriends') },
  ] as const;
  return (
    <Page data-page="c2c">
      <SubHeader
        title={selfID ? <C2cTitle /> : t('c2c')}
        backLabel={t('back')}
        actions={
          selfID ? (
            <>
              <Link to="/c2c-search" aria-label={t('search')} data-testid="c2c-search">
                <HeaderIcon d={searchIconPath} />
              </Link>
              <Link to="/chat-group-create" aria-label={t('groupCreate.entry')} data-testid="c2c-create-group">
                <HeaderIcon d={newGroupIconPath} />
              </Link>
            </>
          ) : undefined
        }
      />
      {selfID ? (
        <>
          <TabStrip
            label={t('tabsLabel')}
            value={tab}
            options={tabs}
            onChange={(value) => useAppStore.setState({ c2cPageTab: value })}
            testId="chat-tabs"
          />
          <SignedIn tab={tab} selfID={selfID} />
        </>
      ) : (
        <ChatLoginPanel title={t('guestTitle')} />
      )}
    </Page>
  );
}
