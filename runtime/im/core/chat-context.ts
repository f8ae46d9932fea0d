import type { Connection, RequestOptions } from '../connection/connection.ts';
import type { FrameBody } from '../protocol/codec.ts';
import type { Emitter } from './emitter.ts';
import type { Logger } from './logger.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { ImEventMap } from '../events.ts';
import type { im } from '../protocol/generated/im.js';
import type { MessageList } from '../messages/message-list.ts';
import type { FetchLike } from './host.ts';
import type { GroupType } from '../types.ts';

/** What the services of one SDK instance share; built once by ChatClient. */
export interface ChatContext {
  connection: Connection;
  emitter: Emitter<ImEventMap>;
  log: Logger;
  limiter: RateLimiter;
  conversations: ConversationStore;
  /** The message list of a conversation, created on first use. */
  listOf(conversationID: string): MessageList;
  /** The same, for a live room: capped at the live-room capacity. */
  liveRoomListOf(conversationID: string): MessageList;
  self(): { userID: string; nick: string; avatar: string };
  isLoggedIn(): boolean;
  now(): number;
  /** A socket request whose key-expiry errors also start the re-login flow. */
  request(command: string, body?: FrameBody, options?: RequestOptions): Promise<im.Frame>;
  /** A socket request nobody waits for (a read report); kept while disconnected, see Connection.notify. */
  notify(command: string, body: FrameBody, key?: string): void;
  /** HTTP base of the server the socket uses now (ChatOptions.server), for long polling. */
  readonly httpBase: string;
  sdkAppID: number;
  fetch: FetchLike | undefined;
  /** The app's cloudConfig option over the server's cloud control config (config.cloud), read at each use. */
  cloudConfig: Record<string, string>;
  /** The application's purchase bits now (core/remote-config.ts); check them with requireAbility (core/commercial.ts). */
  purchaseBits(): string;
  /**
   * Types of the groups this client has learnt (joined, created, listed by the groups module): a group message is
   * kept and counted by its group's type; one of a group not known here is taken for a live room's.
   */
  groupTypes: Map<string, GroupType>;
  /** Communities with topics this client has learnt (groups module): direct sends to them are refused (spec 001 §5). */
  groupsWithTopics: Set<string>;
  /** Awaited after the conversation list's first page is announced, before the next is asked (ChatOptions). */
  afterFirstListPage?: () => Promise<void>;
}
