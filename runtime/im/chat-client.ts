import { Connection } from './connection/connection.ts';
import { probeNetwork } from './connection/network-probe.ts';
import type { ChatContext } from './core/chat-context.ts';
import { Emitter } from './core/emitter.ts';
import { defaultFetch, defaultSocketFactory } from './core/host.ts';
import { Logger, type LogLevel } from './core/logger.ts';
import { RateLimiter } from './core/rate-limiter.ts';
import { throttle } from './core/throttle.ts';
import { ConversationService } from './conversations/conversation-service.ts';
import { ConversationStore } from './conversations/conversation-store.ts';
import { imError, isKeyExpired, ServerCode, type ImError } from './errors.ts';
import { ImEvent, type ImEventMap, type NetState } from './events.ts';
import { IncomingMessages } from './messages/incoming.ts';
import { MessageFactory } from './messages/message-factory.ts';
import { MessageList } from './messages/message-list.ts';
import { MessageService } from './messages/message-service.ts';
import { StackedMessages } from './messages/stacked-messages.ts';
import { callsBeforeReady, notReadyError } from './session/login-rules.ts';
import { Session } from './session/session.ts';
import type { GroupType } from './types.ts';
// Last, so the bundle keeps the core's order: the servers' addresses and the on-demand parts beside the client.
import { ChatServers } from './connection/chat-servers.ts';
import { ChatModules } from './chat-modules.ts';
import type { ChatOptions } from './chat-options.ts';

/** Messages kept per conversation, and per live room (whose history nobody scrolls back through). */
const defaultMessageCapacity = 5000;
const defaultLiveRoomCapacity = 1000;

/** One chat SDK instance; `runtime/im/index.ts` puts the Tencent-named methods on top (sdk.ts). */
export class ChatClient {
  readonly emitter: Emitter<ImEventMap>;
  readonly log: Logger;
  readonly conversations: ConversationStore;
  readonly session: Session;
  readonly messageService: MessageService;
  readonly conversationService: ConversationService;
  readonly incoming: IncomingMessages;
  readonly factory: MessageFactory;
  private readonly lists = new Map<string, MessageList>();
  private readonly connection: Connection;
  private readonly context: ChatContext;
  private ready = false;
  private readonly announceList: { run(): void; cancel(): void };
  /** The parts loaded on demand (chat-modules.ts). */
  readonly modules: ChatModules;
  private readonly groupTypes = new Map<string, GroupType>();
  private readonly groupsWithTopics = new Set<string>();
  /** The application's purchase bits: the login answer's, then the commercial config's (spec 001 §8, §9). */
  private purchaseBits = '';
  private readonly limiter: RateLimiter;
  /** The cloud config the modules read: the server's values under the app's own option (docs/decisions.md). */
  private readonly cloudConfig: Record<string, string>;

  constructor(private readonly options: ChatOptions) {
    const now = options.now ?? (() => Date.now());
    this.log = new Logger(options.logSink);
    this.emitter = new Emitter<ImEventMap>((error) => this.log.error('chat: a listener threw', error));
    this.announceList = throttle(() => this.announceConversations(), 1000, now);
    this.conversations = new ConversationStore(
      () => this.announceList.run(),
      () => this.session.current.userID,
    );
    const limiter = (this.limiter = new RateLimiter(now));
    this.cloudConfig = { ...options.cloudConfig };
    limiter.applyCloudConfig(this.cloudConfig.cmd_frequency_limit);
    const createSocket = options.createSocket ?? defaultSocketFactory();
    const servers = new ChatServers(options.server);
    this.connection = new Connection(
      {
        url: () => servers.socketUrl(options.SDKAppID),
        identity: (command) => ({
          ...this.session.identity(command),
          sdkAppId: options.SDKAppID,
          instanceId: servers.instanceId,
          platform: 7,
        }),
        opened: () => {
          servers.opened();
          this.session.sendLogin();
        },
        push: (frame) => {
          if (frame.header?.command === 'push.kickout') this.session.kickedOut(frame.kickOutPush ?? {});
          else if (!this.modules.push(frame)) this.incoming.push(frame);
        },
        netState: (state) => this.emitter.emit(ImEvent.NET_STATE_CHANGE, { state }),
        reconnectFailed: () =>
          this.emitter.emit(ImEvent.ERROR, imError('NETWORK_RECONNECT_FAILED', 'could not reconnect: the network seems down')),
        heartbeatError: (error) => (isKeyExpired(error.code) ? this.session.keyExpired() : this.log.warn('chat: heartbeat failed', error)),
      },
      {
        createSocket:
          createSocket ??
          (() => {
            throw imError('NETWORK_ERROR', 'no WebSocket on this platform: pass createSocket');
          }),
        probe: () => probeNetwork(this.context.fetch, `${this.context.httpBase}/im/probe`),
        now,
        log: this.log,
      },
    );
    this.context = {
      connection: this.connection,
      emitter: this.emitter,
      log: this.log,
      limiter,
      conversations: this.conversations,
      listOf: (id) => this.listOf(id),
      liveRoomListOf: (id) => {
        const list = this.listOf(id);
        list.limitTo(options.liveRoomCapacity ?? defaultLiveRoomCapacity);
        return list;
      },
      self: () => ({ userID: this.session.current.userID, nick: this.session.current.nick, avatar: this.session.current.avatar }),
      isLoggedIn: () => this.session.current.status === 'loggedIn',
      now,
      afterFirstListPage: options.afterFirstListPage,
      request: (command, body, requestOptions) => {
        // A command the server said was overloaded is not sent until its block has passed (spec 001 §5).
        const blocked = limiter.blocked(command);
        if (blocked) return Promise.reject(blocked);
        const sentAt = now();
        return this.connection.request(command, body, requestOptions).then(
          (frame) => {
            this.modules.observe({ command, code: 0, ms: now() - sentAt });
            return frame;
          },
          (error: ImError) => {
            this.modules.observe({ command, code: error.code, ms: now() - sentAt });
            if (isKeyExpired(error.code)) this.session.keyExpired();
            if (error.code === ServerCode.SERVICE_OVERLOAD) limiter.overloaded(command);
            throw error;
          },
        );
      },
      notify: (command, body, key) => this.connection.notify(command, body, key),
      // Live rooms, reports and the network probe follow the socket to the server it uses.
      get httpBase() {
        return servers.current;
      },
      sdkAppID: options.SDKAppID,
      fetch: options.fetch ?? defaultFetch(),
      cloudConfig: this.cloudConfig,
      purchaseBits: () => this.purchaseBits,
      groupTypes: this.groupTypes,
      groupsWithTopics: this.groupsWithTopics,
    };
    const stacked = new StackedMessages(this.log);
    // Before the modules, which hand it to the messages module; what it asks of them is asked at the time.
    this.messageService = new MessageService(
      this.context,
      options.filterProfanity,
      (groupID) => this.modules.rooms?.isInLiveRoom(groupID) ?? false,
      (message) => this.modules.prepareSend(message),
    );
    this.modules = new ChatModules(
      this.context,
      options,
      {
        socketLoggedIn: () => this.connection.isLoggedIn,
        purchaseBits: (bits) => {
          this.purchaseBits = bits;
        },
        cloudValues: (values) => this.applyCloudValues(values),
      },
      { release: (messages) => this.incoming.deliverGroup(messages), stacked },
      this.messageService,
    );
    this.session = new Session(this.context, options.SDKAppID, {
      loginStarted: () => this.conversations.loadCache(options.storage, this.cacheKey()),
      firstLogin: (position, purchaseBits) => this.firstLogin(position, purchaseBits),
      relogin: () => this.relogin(),
      ended: () => this.ended(),
      loggedOut: () => this.conversations.forgetCache(options.storage, this.cacheKey()),
    });
    this.factory = new MessageFactory(this.context.self, now);
    this.conversationService = new ConversationService(this.context);
    this.incoming = new IncomingMessages(
      this.context,
      this.messageService,
      (messages) => this.modules.offerGroup(messages),
      stacked,
      (messages) =>
        this.modules.groupModule().then(
          (module) => module.holdUnknownGroupMessages(messages, (known) => this.incoming.deliverGroup(known)),
          (error) => this.log.warn('chat: the groups module did not load', error),
        ),
    );
  }

  get isReady(): boolean {
    return this.ready;
  }

  get netState(): NetState {
    return this.connection.socketState;
  }

  /** Rejects calls made before SDK_READY, except the ones spec 001 §4 exempts. */
  guard(call: string): void {
    if (!this.ready && !callsBeforeReady.has(call)) throw notReadyError(call);
  }

  setLogLevel(level: LogLevel): void {
    this.log.setLevel(level);
  }

  listOf(conversationID: string): MessageList {
    let list = this.lists.get(conversationID);
    if (!list) this.lists.set(conversationID, (list = new MessageList(this.options.messageCapacity ?? defaultMessageCapacity)));
    return list;
  }

  destroy(): void {
    this.modules.rooms?.stopAll('reset');
    this.connection.stop();
    this.purchaseBits = '';
    this.modules.stop();
    this.announceList.cancel();
    this.emitter.clear();
    this.ready = false;
  }

  private cacheKey(): string {
    return `sideline-im-${this.options.SDKAppID}-${this.session.current.userID}-conversations`;
  }

  private async firstLogin(inboxPosition: number, purchaseBits: string): Promise<void> {
    this.incoming.inbox.startAt(inboxPosition);
    await this.conversationService.sync();
    this.ready = true;
    // Kept as given: requireAbility (core/commercial.ts) grants nothing from malformed bits.
    this.purchaseBits = purchaseBits;
    this.startBackground();
    this.emitter.emit(ImEvent.SDK_READY, undefined);
  }

  /**
   * What runs for the whole session but is needed at no first paint: the config fetches and the reports, each in a
   * chunk of its own loaded now (spec 001 §8, §9).
   */
  private startBackground(): void {
    const loaded = (work: { start(): void }) => {
      // The session may have ended while the chunk loaded.
      if (this.ready) work.start();
    };
    const failed = (error: unknown) => this.log.warn('chat: a background module did not load', error);
    this.modules.remoteConfig().then(loaded, failed);
    this.modules.reportModule().then(loaded, failed);
  }

  /** The server's cloud control config arrived: it replaces the previous one, under the app's own values. */
  private applyCloudValues(values: Record<string, string>): void {
    for (const key of Object.keys(this.cloudConfig)) delete this.cloudConfig[key];
    Object.assign(this.cloudConfig, values, this.options.cloudConfig);
    this.limiter.applyCloudConfig(this.cloudConfig.cmd_frequency_limit);
  }

  /**
   * After a reconnect (spec 001 §4 Connection): fetch the inbox that arrived meanwhile, then the conversation list,
   * then recover C2C conversations by time gap; live rooms are joined again and recovered by sequence gap.
   */
  private relogin(): void {
    void this.incoming
      .sync()
      .then(() => this.conversationService.sync())
      .then(() => this.modules.c2cRecovery())
      .then((recovery) => recovery.recover())
      .catch((error) => this.log.warn('chat: sync after reconnect failed', error));
    void this.modules.rooms?.rejoinAll();
  }

  private ended(): void {
    const wasReady = this.ready;
    // A list drawn from the device's cache before the server's answered goes with the session that drew it.
    const drewCache = !wasReady && this.conversations.sorted().length > 0;
    this.ready = false;
    this.purchaseBits = '';
    this.modules.stop();
    this.modules.rooms?.stopAll('reset');
    this.conversations.clear();
    this.lists.clear();
    void this.modules.messageModule.loading?.then((module) => module.history.reset());
    this.conversationService.reset();
    this.modules.reset();
    this.groupTypes.clear();
    this.groupsWithTopics.clear();
    if (wasReady) this.emitter.emit(ImEvent.SDK_NOT_READY, undefined);
    if (drewCache) this.announceConversations();
  }

  private announceConversations(): void {
    const list = this.conversations.sorted();
    this.emitter.emit(ImEvent.CONVERSATION_LIST_UPDATED, list);
    this.emitter.emit(ImEvent.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, this.conversations.totalUnread());
    if (this.session.current.status === 'loggedIn') this.conversations.saveCache(this.options.storage, this.cacheKey());
  }
}
