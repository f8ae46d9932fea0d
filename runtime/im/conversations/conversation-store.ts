import { ConversationType, GroupType, MessageRemindType, type Conversation, type LastMessage, type Message } from '../types.ts';
import { messageForShow } from '../messages/wire-message.ts';
import { compareConversations } from './conversation-sort.ts';
import { raisesUnread, totalUnread, unreadAfterFetch, unreadAfterRevoke } from './unread.ts';
import { isTopicID, parseConversationId } from './conversation-id.ts';
import { groupAtTipOf, markListOf, remindTypeOf } from './conversation-settings.ts';

/** Key-value storage the app may hand in (localStorage in a browser) for the conversation cache. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem?(key: string): void;
}

/** Group tips are not kept as cached last messages (spec 001 §9). */
const groupTipType = 'TIMGroupTipElem';

/** How many C2C and group conversations are cached locally (spec 001 §9). */
export const cachedConversationCount = 20;

export function emptyConversation(conversationID: string, groupType: GroupType | '' = ''): Conversation {
  const parsed = parseConversationId(conversationID);
  return {
    conversationID,
    type:
      parsed?.type === ConversationType.GROUP && isTopicID(parsed.peer) ? ConversationType.TOPIC : (parsed?.type ?? ConversationType.C2C),
    unreadCount: 0,
    lastMessage: null,
    peerReadTime: 0,
    isPinned: false,
    pinnedTimeStamp: 0,
    messageReadSeq: 0,
    groupType,
    remark: '',
    name: '',
    groupAtInfoList: [],
    messageRemindType: MessageRemindType.ACPT_AND_NOTE,
    markList: [],
    customData: '',
    conversationGroupList: [],
    groupProfile: null,
  };
}

export function lastMessageOf(message: Message): LastMessage {
  return {
    lastTime: message.time,
    lastSequence: message.sequence,
    fromAccount: message.from,
    messageForShow: messageForShow(message),
    payload: message.payload,
    type: message.type,
    isRevoked: message.isRevoked,
    revoker: message.revoker,
    cloudCustomData: message.cloudCustomData,
    nick: message.nick,
    version: message.version,
    isPeerRead: message.isPeerRead,
  };
}

/** The conversation list and its unread counts, kept by the rules of spec 001 §4; `changed` fires on every change. */
export class ConversationStore {
  private readonly byId = new Map<string, Conversation>();

  constructor(
    private readonly changed: () => void,
    /** The logged-in user's id: whom group-at tips are for. */
    private readonly self: () => string = () => '',
  ) {}

  get(conversationID: string): Conversation | undefined {
    return this.byId.get(conversationID);
  }

  /** The conversation list: topics' conversations stay out of it (their unread counts are the topics', getTopicList). */
  sorted(): Conversation[] {
    return [...this.byId.values()].filter((conversation) => conversation.type !== ConversationType.TOPIC).sort(compareConversations);
  }

  totalUnread(): number {
    return totalUnread(this.sorted());
  }

  /**
   * A topic's conversation as the topic list gives it: its unread count replaced by the server's (spec 001 §4), and
   * its @ tips of messages read since (elsewhere) gone.
   */
  putTopic(conversationID: string, unreadCount: number, messageReadSeq: number): void {
    const conversation = this.byId.get(conversationID) ?? emptyConversation(conversationID, GroupType.COMMUNITY);
    const groupAtInfoList = conversation.groupAtInfoList.filter((tip) => tip.messageSequence > messageReadSeq);
    this.byId.set(conversationID, { ...conversation, unreadCount, messageReadSeq, groupAtInfoList });
  }

  /** A stored message arrived or was sent: it becomes the last message and may raise the unread count. */
  onMessage(message: Message, groupType: GroupType | '' = ''): void {
    if (message.onlineOnly) return;
    const conversation = this.byId.get(message.conversationID) ?? emptyConversation(message.conversationID, groupType);
    const newer = !conversation.lastMessage || message.sequence >= conversation.lastMessage.lastSequence || !message.sequence;
    const raises = raisesUnread(conversation, message);
    // A tip whether or not the group counts unread (a group this client has not learnt the type of yet counts none).
    const tip =
      !message.isRead && conversation.type !== ConversationType.C2C
        ? groupAtTipOf(message, message.conversationID.slice(5), this.self())
        : undefined;
    this.byId.set(message.conversationID, {
      ...conversation,
      lastMessage: newer ? lastMessageOf(message) : conversation.lastMessage,
      unreadCount: conversation.unreadCount + (raises ? 1 : 0),
      groupAtInfoList: tip ? [...conversation.groupAtInfoList, tip] : conversation.groupAtInfoList,
    });
    this.changed();
  }

  onRevoked(message: Message): void {
    const conversation = this.byId.get(message.conversationID);
    if (!conversation) return;
    const isLast = conversation.lastMessage?.lastSequence === message.sequence;
    this.byId.set(message.conversationID, {
      ...conversation,
      unreadCount: unreadAfterRevoke(conversation, message),
      lastMessage: isLast ? lastMessageOf({ ...message, isRevoked: true }) : conversation.lastMessage,
    });
    this.changed();
  }

  update(conversationID: string, change: Partial<Conversation>): void {
    const conversation = this.byId.get(conversationID);
    if (!conversation) return;
    this.byId.set(conversationID, { ...conversation, ...change });
    this.changed();
  }

  /** A conversation's settings as the server sent them (mark bits, custom data, remind flag: the conversation module's). */
  applySettings(conversationID: string, settings: { marks?: number | null; customData?: string | null; remindType?: number | null }): void {
    this.update(conversationID, {
      markList: markListOf(settings.marks),
      customData: settings.customData ?? '',
      messageRemindType: remindTypeOf(settings.remindType),
    });
  }

  delete(conversationID: string): boolean {
    const existed = this.byId.delete(conversationID);
    if (existed) this.changed();
    return existed;
  }

  /**
   * Merges a server list. Once it is `complete`, conversations the server no longer has but that hold unread messages
   * locally (the unread store) are removed: they were deleted elsewhere. A page of it only adds, so the first rows can
   * be shown before the last page arrives; the last page names the earlier pages' conversations in `listedBefore`, so
   * those are not merged twice (a screen that drew them keeps the same objects, and a message that came meanwhile
   * keeps its count).
   */
  applyServerList(
    fetched: readonly Conversation[],
    serverHasUnreadPairs: boolean,
    complete = true,
    listedBefore: Iterable<string> = [],
  ): void {
    const seen = new Set<string>(listedBefore);
    for (const conversation of fetched) {
      seen.add(conversation.conversationID);
      const local = this.byId.get(conversation.conversationID);
      this.byId.set(conversation.conversationID, {
        ...conversation,
        unreadCount: unreadAfterFetch(local, conversation, serverHasUnreadPairs),
      });
    }
    // Topics are never in the server's list: theirs is the topic list.
    if (complete)
      for (const [id, conversation] of this.byId)
        if (!seen.has(id) && conversation.unreadCount > 0 && conversation.type !== ConversationType.TOPIC) this.byId.delete(id);
    this.changed();
  }

  clear(): void {
    this.byId.clear();
  }

  /** Saves the first 20 C2C and group conversations, leaving out group tips as last messages. */
  saveCache(storage: KeyValueStorage | undefined, key: string): void {
    if (!storage) return;
    const cached = this.sorted()
      .filter((c) => c.type === ConversationType.C2C || c.type === ConversationType.GROUP)
      .slice(0, cachedConversationCount)
      .map((c) => ((c.lastMessage?.type as string) === groupTipType ? { ...c, lastMessage: null } : c));
    try {
      storage.setItem(key, JSON.stringify(cached));
    } catch {
      // Storage full or refused: the cache is an optimisation only.
    }
  }

  /** Forgets the cache (the user logged out on this device). */
  forgetCache(storage: KeyValueStorage | undefined, key: string): void {
    try {
      storage?.removeItem?.(key);
    } catch {
      // Storage refused: the next login's list replaces what is left.
    }
  }

  /** Reads the cache back; announced when it held any, so a list screen can draw it before the server's list. */
  loadCache(storage: KeyValueStorage | undefined, key: string): void {
    try {
      const cached = JSON.parse(storage?.getItem(key) ?? '[]') as Conversation[];
      // Merged over an empty one: a cache written before a field existed still gives every field.
      for (const conversation of cached)
        if (parseConversationId(conversation.conversationID))
          this.byId.set(conversation.conversationID, { ...emptyConversation(conversation.conversationID), ...conversation });
      if (this.byId.size > 0) this.changed();
    } catch {
      // A damaged cache is ignored; the server list replaces it.
    }
  }
}
