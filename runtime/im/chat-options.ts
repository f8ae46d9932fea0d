import type { FetchLike, SocketFactory } from './core/host.ts';
import type { LogSink } from './core/logger.ts';
import type { KeyValueStorage } from './conversations/conversation-store.ts';
import type { ProfanityFilter } from './messages/message-service.ts';

/** What an app gives `create` (TIM.create): the server, the platform's sockets and storage, and the SDK's limits. */
export interface ChatOptions {
  SDKAppID: number;
  /**
   * HTTP(S) origin of the chat server; the socket address is derived from it. A list (the app's API hosts) is tried in
   * order: a reconnect that fails moves to the next, so a client outlives its server's death without a load balancer.
   */
  server: string | readonly string[];
  /** Defaults to the platform's WebSocket (pass the `ws` package's in Node 20). */
  createSocket?: SocketFactory;
  fetch?: FetchLike;
  /** Where the first 20 conversations are cached (localStorage in a browser); nothing is cached without it. */
  storage?: KeyValueStorage;
  filterProfanity?: ProfanityFilter;
  /** Cloud control values (polling_interval, cmd_frequency_limit ...). */
  cloudConfig?: Record<string, string>;
  logSink?: LogSink;
  /** Messages kept per conversation; live rooms keep `liveRoomCapacity`. */
  messageCapacity?: number;
  liveRoomCapacity?: number;
  now?: () => number;
  /**
   * Ours, beyond Tencent's: awaited after the conversation list's first page has been announced and before the next
   * page is asked for, so a list screen draws the first rows without the later pages' answers decoded in between. An
   * app passes one that resolves once its screen has painted; without it the pages follow at once.
   */
  afterFirstListPage?: () => Promise<void>;
}
