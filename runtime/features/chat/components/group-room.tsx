import styled from '@emotion/styled';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useNow } from '../../../core/time/use-now.ts';
import {
  ConversationType,
  GroupTypes,
  ImError,
  MessageType,
  ServerCode,
  type ChatSdk,
  type Group,
  type GroupTipPayload,
} from '../../../im/index.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { useConversationList, useImState, useMentionableMembers, useMessages } from '../../../im/react/index.ts';
import { useHistory } from '../hooks/use-history.ts';
import { useNicks } from '../hooks/use-nicks.ts';
import { useMuteLength } from '../hooks/use-mute-length.ts';
import { useRoomSend } from '../hooks/use-room-send.ts';
import { useSlowMode } from '../hooks/use-slow-mode.ts';
import { clockLabel, dayName } from '../lib/chat-time.ts';
import { closeAnnouncement, closedAnnouncement } from '../lib/closed-announcements.ts';
import { announcementOf, sentence, tipLine, unnamedInTips } from '../lib/group-tips.ts';
import { canMentionAll, muteState } from '../lib/group-mute.ts';
import { atUserList, insertMention, mentionsMe, typedAt, type Mention } from '../lib/mentions.ts';
import { refusalWait, slowModeFor } from '../lib/slow-mode.ts';
import { ChatInput } from './chat-input.tsx';
import { AnnouncementBanner, MutedBar } from './group-bars.tsx';
import { ImageButton } from './image-button.tsx';
import { EditNote, SlowModeNote } from './input-notes.tsx';
import { MentionPicker } from './mention-picker.tsx';
import { MessageActions } from './message-actions.tsx';
import { MessageList } from './message-list.tsx';
import type { GroupView } from './message-row.tsx';
import { NetBanner } from './net-banner.tsx';
import { useIncomingAnnouncement } from '../hooks/use-incoming-announcement.ts';

const TitleLink = styled(Link)`
  display: inline-flex;
  gap: 0.375rem;
  align-items: center;
  max-width: 100%;
  color: inherit;
  text-decoration: none;
  > span:first-of-type {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** The fan-group label beside an anchor group's name: outlined in the header's own colour, which is the brand's. */
const FanLabel = styled.span`
  flex: none;
  padding: 0 0.3125rem;
  border: 1px solid currentColor;
  border-radius: 0.25rem;
  font-size: 0.6875rem;
  font-weight: 500;
  line-height: 1.4;
`;

/** The group's header title: its name (with the member count), a fan group's with the anchor's picture and label. */
export function GroupTitle(props: { group: Group; anchor: { avatar: ReactNode } | null; infoHref: string }) {
  const { t } = useT('chat');
  return (
    <TitleLink to={props.infoHref} data-testid="group-title">
      {props.anchor?.avatar}
      <span data-testid="group-name">{props.group.name}</span>
      {props.group.memberCount > 0 ? <span>({props.group.memberCount})</span> : null}
      {props.anchor ? <FanLabel data-testid="group-fan-label">{t('anchorGroup')}</FanLabel> : null}
    </TitleLink>
  );
}

/**
 * A group conversation the fan is a member of: the messages with their senders and tips, a new announcement as a
 * banner until the fan closes it (remembered on this phone), and the input with @ mentions and emoji, under slow mode
 * its countdown, or, while the fan is muted, why and until when. Whatever arrives while it is open is marked read, as
 * on opening.
 */
export function GroupConversation(props: {
  sdk: ChatSdk;
  group: Group;
  selfID: string;
  title: ReactNode;
  header(title: ReactNode): ReactNode;
  viewportHeight: number;
  announcementsHref: string;
  onChanged(): void;
}) {
  const { t } = useT('chat');
  const { sdk, group, selfID } = props;
  const groupID = group.groupID;
  const conversationID = `${ConversationType.GROUP}${groupID}`;
  const { ready, netState } = useImState(sdk);
  const messages = useMessages(sdk, conversationID);
  const history = useHistory(sdk, conversationID, ready);
  const { conversations } = useConversationList(sdk);
  const unread = conversations.find((c) => c.conversationID === conversationID)?.unreadCount ?? 0;
  const now = useNow(15_000);
  const nowSeconds = Math.floor(now / 1000);
  const room = useRoomSend(sdk);
  const { text, setText } = room;
  const [picked, setPicked] = useState<Mention[]>([]);
  const [pickerAt, setPickerAt] = useState(-1);
  const site = useAppStore((s) => s.site);
  const [closedTip, setClosedTip] = useState(() => closedAnnouncement(site, groupID));
  const input = useRef<HTMLTextAreaElement>(null);
  const members = useMentionableMembers(sdk, groupID, pickerAt >= 0);
  const slowMode = slowModeFor(group);
  const slow = useSlowMode();
  const lengthOf = useMuteLength();

  useEffect(() => {
    if (ready && unread > 0) void sdk.setMessageRead({ conversationID }).catch(() => undefined);
  }, [sdk, ready, unread, conversationID]);

  // Names the room knows from the members' own messages, for tips about people the tip did not name; the rest are
  // named as a screen showed them or, once looked up, by their profiles (never "user {id}" while a name is known).
  const spoken = useMemo(() => new Map(messages.filter((m) => m.nick).map((m) => [m.from, m.nick])), [messages]);
  const unnamed = useMemo(() => unnamedInTips(messages, spoken), [messages, spoken]);
  const looked = useNicks(sdk, unnamed);
  const nicks = useMemo(() => new Map([...looked, ...spoken]), [looked, spoken]);
  const view: GroupView = useMemo(() => {
    const nameOf = (id: string, tipNick?: string) => (id === selfID ? t('you') : tipNick || nicks.get(id) || t('peerFallback', { id }));
    return {
      senderName: (message) => message.nick || nicks.get(message.from) || t('peerFallback', { id: message.from }),
      tipText: (message) => {
        const line = tipLine(message.payload as GroupTipPayload, nameOf, lengthOf);
        return sentence(t(line.key, line.values));
      },
      mentionsMe: (message) => mentionsMe(message, selfID),
    };
  }, [nicks, selfID, t, lengthOf]);

  useIncomingAnnouncement(messages, history.status, view.senderName);

  const announcement = [...messages]
    .reverse()
    .find((m) => m.type === MessageType.GROUP_TIP && announcementOf(m.payload as GroupTipPayload) !== undefined);
  const announcementText = announcement ? announcementOf(announcement.payload as GroupTipPayload) : undefined;

  const mute = muteState(group, nowSeconds);
  const muteText = (() => {
    if (!mute) return '';
    if (mute.kind === 'all') return t('mutedAll');
    const day = dayName(mute.until, nowSeconds);
    // "today" inside a sentence: lower case where the language has case ("até hoje 13:00").
    return t('mutedUntil', { until: `${day.relative ? t(day.relative).toLocaleLowerCase() : day.date} ${clockLabel(mute.until)}` });
  })();

  const onText = (next: string) => {
    const at = typedAt(text, next);
    setText(next);
    if (at >= 0) setPickerAt(at);
  };
  const pick = (userID: string, name: string) => {
    setText((current) => insertMention(current, pickerAt, name));
    setPicked((current) => [...current, { userID, name }]);
    setPickerAt(-1);
    input.current?.focus();
  };

  const send = (body: string) => {
    if (room.editing) return room.saveEdit(body);
    const atList = atUserList(body, picked);
    const options = { to: groupID, conversationType: ConversationType.GROUP, payload: { text: body, atUserList: atList } };
    const kept = picked;
    setPicked([]);
    // Counted from now on the phone's clock; the server's (a refusal's wait) corrects it.
    if (slowMode > 0) slow.hold(slowMode);
    room.send(atList.length ? sdk.createTextAtMessage(options) : sdk.createTextMessage({ ...options, payload: { text: body } }), body, {
      onError: (error) => {
        const code = error instanceof ImError ? error.code : 0;
        // Muted since the room last knew (20012): say so, and load the group, whose selfInfo then says until when.
        if (code === ServerCode.GROUP_MEMBER_MUTED) {
          showToast(t('sendMuted'));
          props.onChanged();
        } else if (code === ServerCode.NO_PERMISSION) showToast(t('sendNotAllowed'));
        else if (code === ServerCode.SLOW_MODE) {
          const wait = refusalWait((error as ImError).message, slowMode);
          slow.hold(wait);
          showToast(t('sendSlow', { seconds: wait }));
          // Held back by a slow mode the room did not know of yet: the group's profile says which.
          props.onChanged();
        }
      },
      // The text is back in the field: so are the people it mentions.
      onTextBack: () => setPicked((current) => (current.length ? current : kept)),
    });
  };
  const closeBanner = (tipID: string) => {
    closeAnnouncement(site, groupID, tipID);
    setClosedTip(tipID);
  };
  const note = room.editing ? (
    <EditNote conflict={room.editing.conflict} onCancel={room.cancelEdit} />
  ) : slowMode > 0 ? (
    <SlowModeNote seconds={slowMode} />
  ) : null;

  return (
    <>
      {props.header(props.title)}
      {ready ? <NetBanner netState={netState} /> : null}
      {announcement && announcementText && closedTip !== announcement.ID ? (
        <AnnouncementBanner text={announcementText} href={props.announcementsHref} onClose={() => closeBanner(announcement.ID)} />
      ) : null}
      <MessageList
        messages={messages}
        history={history}
        nowSeconds={nowSeconds}
        viewportHeight={props.viewportHeight}
        actions={room.actions}
        group={view}
      />
      {mute ? (
        <MutedBar text={muteText} />
      ) : (
        <ChatInput
          text={text}
          onText={onText}
          onSend={send}
          disabled={!ready}
          inputRef={input}
          tools={
            room.editing ? null : (
              <ImageButton sdk={sdk} to={group.groupID} conversationType={ConversationType.GROUP} disabled={!ready || slow.left > 0} />
            )
          }
          wait={room.editing ? 0 : slow.left}
          note={note}
          sendLabel={room.editing ? t('save') : undefined}
          editingID={room.editing?.message.ID}
        />
      )}
      {pickerAt >= 0 ? (
        <MentionPicker
          members={members.members}
          status={members.status}
          selfID={selfID}
          canAtAll={canMentionAll(group)}
          atAllID={GroupTypes.MSG_AT_ALL}
          onPick={pick}
          onRetry={members.retry}
          onClose={() => setPickerAt(-1)}
        />
      ) : null}
      {room.acting ? <MessageActions sdk={sdk} message={room.acting} onEdit={room.startEdit} onClose={() => room.setActing(null)} /> : null}
    </>
  );
}
