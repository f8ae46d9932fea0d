import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import { anchorOfFansGroup, type Conversation, type Friend } from '../../../im/index.ts';
import { conversationTime } from '../lib/chat-time.ts';
import type { MessageHit } from '../lib/chat-search.ts';
import { searchable } from '../lib/chat-search.ts';
import { Avatar } from './avatar.tsx';
import { ContactLink, ContactNames, EmptyLine, Rows, SectionTitle } from './contact-row.tsx';
import { peerOf, useConversationName } from './conversation-row.tsx';
import { useFriendName } from './friend-list.tsx';
import { groupName } from './group-conversation-row.tsx';
import { groupOf } from '../lib/group-summary.ts';

const Found = styled.span`
  color: ${(p) => p.theme.accent};
`;

/** `text` with the first place that holds the keyword coloured; both are the fans' texts, so only text nodes. */
function Marked(props: { text: string; keyword: string }) {
  const at = searchable(props.text).indexOf(searchable(props.keyword));
  // Folding accents can change lengths; when it did, the text is shown as it is.
  if (at < 0 || searchable(props.text).length !== props.text.length) return <>{props.text}</>;
  const end = at + searchable(props.keyword).length;
  return (
    <>
      {props.text.slice(0, at)}
      <Found>{props.text.slice(at, end)}</Found>
      {props.text.slice(end)}
    </>
  );
}

/**
 * What a search found: friends (opening their profile), groups (opening their room), the fans the server found
 * (`people`), then messages (opening their chat), or, once the server answered too (`settled`), that nothing was.
 */
export function SearchResults(props: {
  keyword: string;
  friends: readonly Friend[];
  groups: readonly Conversation[];
  messages: readonly MessageHit[];
  people: ReactNode;
  peopleFound: boolean;
  settled: boolean;
  remarks: ReadonlyMap<string, string>;
  nowSeconds: number;
  onOpen(): void;
}) {
  const { t } = useT('chat');
  const friendName = useFriendName();
  const conversationName = useConversationName(props.remarks);
  const local = props.friends.length + props.groups.length + props.messages.length;
  if (local === 0 && !props.peopleFound && props.settled)
    return <EmptyLine data-testid="search-nothing">{t('searchNothing', { keyword: props.keyword })}</EmptyLine>;
  return (
    <div data-testid="search-results" onClick={props.onOpen}>
      {props.friends.length > 0 ? (
        <section aria-label={t('friends')}>
          <SectionTitle>{t('friends')}</SectionTitle>
          <Rows>
            {props.friends.map((friend) => {
              const name = friendName(friend);
              return (
                <ContactLink
                  key={friend.userID}
                  to={`/c2c-user/${encodeURIComponent(friend.userID)}`}
                  testId="search-friend"
                  peer={friend.userID}
                >
                  <Avatar id={friend.userID} name={name} src={friend.profile?.avatar} size={2.5} />
                  <ContactNames
                    name={name}
                    line={friend.remark && friend.profile?.nick ? t('nickLine', { nick: friend.profile.nick }) : ''}
                  />
                </ContactLink>
              );
            })}
          </Rows>
        </section>
      ) : null}
      {props.groups.length > 0 ? (
        <section aria-label={t('people.groups')}>
          <SectionTitle>{t('people.groups')}</SectionTitle>
          <Rows>
            {props.groups.map((conversation) => {
              const groupID = groupOf(conversation);
              const name = groupName(conversation, t);
              return (
                <ContactLink
                  key={conversation.conversationID}
                  to={`/chat-group/${anchorOfFansGroup(groupID) ? 'anchor/' : ''}${encodeURIComponent(groupID)}`}
                  testId="search-group"
                  peer={groupID}
                >
                  <Avatar id={groupID} name={name} src={conversation.groupProfile?.faceURL} size={2.5} />
                  <ContactNames name={name} />
                </ContactLink>
              );
            })}
          </Rows>
        </section>
      ) : null}
      {props.people}
      {props.messages.length > 0 ? (
        <section aria-label={t('chatHistory')}>
          <SectionTitle>{t('chatHistory')}</SectionTitle>
          <Rows>
            {props.messages.map(({ conversation, message }) => {
              const peer = peerOf(conversation);
              const name = conversationName(conversation);
              const time = conversationTime(message.time, props.nowSeconds);
              return (
                <ContactLink
                  key={`${conversation.conversationID}-${message.ID}`}
                  to={`/c2c-chatroom/${encodeURIComponent(peer)}`}
                  testId="search-message"
                  peer={peer}
                  end={<small>{time.relative ? t(time.relative) : time.text}</small>}
                >
                  <Avatar id={peer} name={name} size={2.5} />
                  <ContactNames
                    name={name}
                    line={<Marked text={(message.payload as { text?: string }).text ?? ''} keyword={props.keyword} />}
                  />
                </ContactLink>
              );
            })}
          </Rows>
        </section>
      ) : null}
    </div>
  );
}
