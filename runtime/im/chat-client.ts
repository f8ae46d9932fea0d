import { Connection } from './connection/connection.ts';
import { probeNetwork } from './connection/network-probe.ts';
import type { ChatContext } from './core/chat-context.ts';
import { Emitter } from './core/emitter.ts';
import { defaultFetch, defaultSocketFactory, type FetchLike, type SocketFactory } from './core/host.ts';
import { Logger, type LogLevel, type LogSink } from './core/logger.ts';
import { RateLimiter } from './core/rate-limiter.ts';
import type { RemoteConfig } from './core/remote-config.ts';
import { throttle } from './core/throttle.ts';
import { ConversationService } from './conversations/conversation-service.ts';
import { ConversationStore, type KeyValueStorage } from './conversations/conversation-store.ts';
import { imError, isKeyExpired, ServerCode, type ImError } from './errors.ts';
import { ImEvent, type ImEventMap, type NetState } from './events.ts';
import { GroupRecovery } from './groups/group-recovery.ts';
import { GroupService } from './groups/group-service.ts';
import { C2cRecovery } from './messages/c2c-recovery.ts';
import { IncomingMessages } from './messages/incoming.ts';
import { MessageFactory } from './messages/message-factory.ts';
import { MessageList } from './messages/message-list.ts';
import { MessageService, type ProfanityFilter } from './messages/message-service.ts';
import { StackedMessages } from './messages/stacked-messages.ts';
import { fromWireMessage, toWireMessage } from './messages/wire-message.ts';
import { decodeMergerList, encodeMergerList } from './protocol/codec.ts';
import { callsBeforeReady, notReadyError } from './session/login-rules.ts';
import { Session } from './session/session.ts';
import type { RelationshipModule } from './relationship/relationship-module.ts';
import type { GroupModule } from './group-module/group-module.ts';
import type { UploadModule } from './upload/upload-module.ts';
import type { ReportModule } from './report/report-module.ts';
import type { Observation } from './report/report-rules.ts';
import type { MessageExtraModule } from './message-extra/extra-module.ts';
import type { MessageModule } from './message-module/message-module.ts';
import type { ConversationModule } from './conversation-module/conversation-module.ts';
import type { ImageFileInput } from './upload/upload-rules.ts';
import { MessageType, type GroupType, type ImagePayload, type Message } from './types.ts';

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

/** A chunk loaded once, on the first call; a load that failed (a network hiccup) is tried again on the next call. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

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
  readonly groups: GroupService;
  readonly incoming: IncomingMessages;
  private readonly c2cRecovery: C2cRecovery;
  readonly factory: MessageFactory;
  private readonly lists = new Map<string, MessageList>();
  private readonly connection: Connection;
  private readonly context: ChatContext;
  private ready = false;
  private readonly instanceId = String(Math.floor(Math.random() * 2 ** 31));
  /** The chat servers in order (ChatOptions.server), and the one the socket uses now. */
  private readonly servers: string[];
  private serverTurn = 0;
  /** A socket was made and has not opened yet. */
  private opening = false;
  private readonly announceList: { run(): void; cancel(): void };
  private relationshipModule?: Promise<RelationshipModule>;
  private groupModulePromise?: Promise<GroupModule>;
  private readonly groupTypes = new Map<string, GroupType>();
  private uploadModulePromise?: Promise<UploadModule>;
  /** The report module once loaded; until then the requests it should count wait here (at most 100). */
  private reports?: ReportModule;
  private readonly earlyObservations: Observation[] = [];
  private extraModulePromise?: Promise<MessageExtraModule>;
  private messageModulePromise?: Promise<MessageModule>;
  private conversationModulePromise?: Promise<ConversationModule>;
  /** The files of image, voice, video and file messages not uploaded yet, with their progress callbacks. */
  readonly pendingFiles = new WeakMap<Message, { file: ImageFileInput; onProgress?: (percent: number) => void }>();
  private readonly groupsWithTopics = new Set<string>();
  /** The application's purchase bits: the login answer's, then the commercial config's (spec 001 §8, §9). */
  private purchaseBits = '';
  /** Fetches the commercial and cloud configs (core/remote-config.ts) once loaded, after the first login. */
  private configFetcher?: RemoteConfig;
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
    this.servers = [options.server].flat().map((origin) => origin.replace(/\/+$/, ''));
    const server = () => this.servers[this.serverTurn];
    this.connection = new Connection(
      {
        url: () => {
          // The last socket never opened: its server is away, and this try goes to the next (from the last back to the first).
          if (this.opening) this.serverTurn = (this.serverTurn + 1) % this.servers.length;
          this.opening = true;
          return this.socketUrl();
        },
        identity: (command) => ({
          ...this.session.identity(command),
          sdkAppId: options.SDKAppID,
          instanceId: this.instanceId,
          platform: 7,
        }),
        opened: () => {
          this.opening = false;
          this.session.sendLogin();
        },
        push: (frame) => {
          const command = frame.header?.command;
          if (command === 'push.kickout') this.session.kickedOut(frame.kickOutPush ?? {});
          else if (command === 'push.relationship')
            this.relationship().then(
              (module) => module.push(frame),
              (error) => this.log.warn('chat: the relationship module did not load', error),
            );
          else if (command === 'push.conversation')
            this.conversationModule().then(
              (module) => module.push(frame),
              (error) => this.log.warn('chat: the conversation module did not load', error),
            );
          else if (command === 'push.group')
            this.groupModule().then(
              (module) => module.push(frame),
              (error) => this.log.warn('chat: the groups module did not load', error),
            );
          else if (command === 'push.status')
            this.statusModule().then(
              (module) => module.push(frame),
              (error) => this.log.warn('chat: the status module did not load', error),
            );
          else if (command === 'push.extra')
            this.extraModule().then(
              (module) => module.push(frame),
              (error) => this.log.warn('chat: the receipts module did not load', error),
            );
          else this.incoming.push(frame);
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
            this.observe({ command, code: 0, ms: now() - sentAt });
            return frame;
          },
          (error: ImError) => {
            this.observe({ command, code: error.code, ms: now() - sentAt });
            if (isKeyExpired(error.code)) this.session.keyExpired();
            if (error.code === ServerCode.SERVICE_OVERLOAD) limiter.overloaded(command);
            throw error;
          },
        );
      },
      notify: (command, body, key) => this.connection.notify(command, body, key),
      // Live rooms, reports and the network probe follow the socket to the server it uses.
      get httpBase() {
        return server();
      },
      sdkAppID: options.SDKAppID,
      fetch: options.fetch ?? defaultFetch(),
      cloudConfig: this.cloudConfig,
      purchaseBits: () => this.purchaseBits,
      groupTypes: this.groupTypes,
      groupsWithTopics: this.groupsWithTopics,
    };
    this.session = new Session(this.context, options.SDKAppID, {
      loginStarted: () => this.conversations.loadCache(options.storage, this.cacheKey()),
      firstLogin: (position, purchaseBits) => this.firstLogin(position, purchaseBits),
      relogin: () => this.relogin(),
      ended: () => this.ended(),
      loggedOut: () => this.conversations.forgetCache(options.storage, this.cacheKey()),
    });
    this.factory = new MessageFactory(this.context.self, now);
    const stacked = new StackedMessages(this.log);
    const recovery = new GroupRecovery(this.context, (messages) => this.incoming.deliverGroup(messages), stacked);
    this.groups = new GroupService(this.context, recovery);
    this.messageService = new MessageService(
      this.context,
      options.filterProfanity,
      (groupID) => this.groups.isInLiveRoom(groupID),
      (message) => this.prepareSend(message),
    );
    this.conversationService = new ConversationService(this.context);
    this.incoming = new IncomingMessages(
      this.context,
      this.messageService,
      (messages) => recovery.offer(messages),
      stacked,
      (messages) =>
        this.groupModule().then(
          (module) => module.holdUnknownGroupMessages(messages, (known) => this.incoming.deliverGroup(known)),
          (error) => this.log.warn('chat: the groups module did not load', error),
        ),
    );
    this.c2cRecovery = new C2cRecovery(this.context);
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

  /**
   * Friends, profiles and the blacklist: a separate chunk, loaded the first time an app calls one of their methods
   * or the server pushes one of their changes, so the core the app loads first stays small (docs/decisions.md).
   */
  relationship(): Promise<RelationshipModule> {
    this.relationshipModule ??= import('./relationship/relationship-module.ts').then(
      ({ RelationshipModule }) => new RelationshipModule(this.context, this.options.filterProfanity),
      (error: unknown) => {
        // A chunk that failed to load (a network hiccup) is tried again on the next call.
        this.relationshipModule = undefined;
        throw error;
      },
    );
    return this.relationshipModule;
  }

  /**
   * Groups beyond joining live rooms (create, profiles, members, applications, notices): a separate chunk, loaded
   * like the relationship module, the first time an app calls one of its methods or the server pushes a notice.
   */
  groupModule(): Promise<GroupModule> {
    this.groupModulePromise ??= import('./group-module/group-module.ts').then(
      ({ GroupModule }) => new GroupModule(this.context, this.options.filterProfanity),
      (error: unknown) => {
        this.groupModulePromise = undefined;
        throw error;
      },
    );
    return this.groupModulePromise;
  }

  /** Uploads (image messages): a separate chunk like the groups module, loaded when an image message is created. */
  uploadModule(): Promise<UploadModule> {
    this.uploadModulePromise ??= import('./upload/upload-module.ts').then(
      ({ UploadModule }) => new UploadModule(this.context),
      (error: unknown) => {
        this.uploadModulePromise = undefined;
        throw error;
      },
    );
    return this.uploadModulePromise;
  }

  /** User status (set, get, subscribe): a separate chunk like the groups module, loaded on its first call or push. */
  readonly statusModule = loadOnce(() =>
    import('./status/status-module.ts').then(({ StatusModule }) => new StatusModule(this.context, this.options.filterProfanity)),
  );

  /** callExperimentalAPI's few names (experimental/): a chunk loaded on its first call. */
  readonly experimentalModule = loadOnce(() =>
    import('./experimental/experimental-module.ts').then(({ ExperimentalModule }) => new ExperimentalModule(this.context)),
  );

  private readonly remoteConfig = loadOnce(() =>
    import('./core/remote-config.ts').then(
      ({ RemoteConfig }) =>
        (this.configFetcher = new RemoteConfig({
          socketLoggedIn: () => this.connection.isLoggedIn,
          request: (command) => this.context.request(command),
          purchaseBits: (bits) => {
            this.purchaseBits = bits;
          },
          cloudValues: (values) => this.applyCloudValues(values),
        })),
    ),
  );

  /**
   * Quality and event reports (spec 001 §9): a separate chunk, loaded after the first login; it measures the
   * requests the core hands it (observe).
   */
  private readonly reportModule = loadOnce(() =>
    import('./report/report-module.ts').then(({ ReportModule }) => {
      const module = (this.reports = new ReportModule(this.context, this.options.storage));
      for (const observation of this.earlyObservations.splice(0)) module.observe(observation);
      return module;
    }),
  );

  /** A request finished: counted by the report module (reports themselves are not). */
  private observe(observation: Observation): void {
    if (observation.command.startsWith('report.')) return;
    if (this.reports) this.reports.observe(observation);
    else if (this.earlyObservations.length < 100) this.earlyObservations.push(observation);
  }

  /** Read receipts and message extensions: a separate chunk like the groups module, loaded on their first call or push. */
  extraModule(): Promise<MessageExtraModule> {
    this.extraModulePromise ??= import('./message-extra/extra-module.ts').then(
      ({ MessageExtraModule }) => new MessageExtraModule(this.context),
      (error: unknown) => {
        this.extraModulePromise = undefined;
        throw error;
      },
    );
    return this.extraModulePromise;
  }

  /** Merged lists stored apart, hopping and translation: a chunk like the upload module, loaded on first use. */
  messageModule(): Promise<MessageModule> {
    this.messageModulePromise ??= import('./message-module/message-module.ts').then(
      ({ MessageModule }) => new MessageModule(this.context, { toWireMessage, fromWireMessage, encodeMergerList, decodeMergerList }),
      (error: unknown) => {
        this.messageModulePromise = undefined;
        throw error;
      },
    );
    return this.messageModulePromise;
  }

  /** Work before a message goes out: a file's upload, a large merged list stored apart. */
  private async prepareSend(message: Message): Promise<void> {
    if (message.type === MessageType.MERGER) return (await this.messageModule()).storeMergerListIfLarge(message);
    return this.uploadFileOf(message);
  }

  /**
   * Conversation groups, marks, custom data, remind types and clearing history: a separate chunk like the groups
   * module, loaded on the first of its calls or a push of a change made on another device.
   */
  conversationModule(): Promise<ConversationModule> {
    this.conversationModulePromise ??= import('./conversation-module/conversation-module.ts').then(
      ({ ConversationModule }) => new ConversationModule(this.context),
      (error: unknown) => {
        this.conversationModulePromise = undefined;
        throw error;
      },
    );
    return this.conversationModulePromise;
  }

  /** Before a message with a file goes out: the file is uploaded once (a resend after a failed send does not upload again). */
  private async uploadFileOf(message: Message): Promise<void> {
    const pending = this.pendingFiles.get(message);
    if (!pending) return;
    const upload = await this.uploadModule();
    if (message.type === MessageType.IMAGE) {
      if (!(message.payload as ImagePayload).imageInfoArray.length)
        Object.assign(message.payload, await upload.uploadImage(pending.file, pending.onProgress));
      return;
    }
    const payload = message.payload as { url?: string; videoUrl?: string; fileUrl?: string };
    if (!(payload.url || payload.videoUrl || payload.fileUrl))
      Object.assign(payload, await upload.uploadMedia(message.type, pending.file, pending.onProgress));
  }

  /** The groups module if it has been loaded (a quit need not load it just to forget a group it never knew). */
  get loadedGroupModule(): Promise<GroupModule> | undefined {
    return this.groupModulePromise;
  }

  destroy(): void {
    this.groups.stopAll('reset');
    this.connection.stop();
    this.purchaseBits = '';
    this.configFetcher?.stop();
    this.reports?.stop();
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
    this.remoteConfig().then(loaded, failed);
    this.reportModule().then(loaded, failed);
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
      .then(() => this.c2cRecovery.recover())
      .catch((error) => this.log.warn('chat: sync after reconnect failed', error));
    void this.groups.rejoinAll();
  }

  private ended(): void {
    const wasReady = this.ready;
    // A list drawn from the device's cache before the server's answered goes with the session that drew it.
    const drewCache = !wasReady && this.conversations.sorted().length > 0;
    this.ready = false;
    this.purchaseBits = '';
    this.configFetcher?.stop();
    this.reports?.stop();
    this.groups.stopAll('reset');
    this.conversations.clear();
    this.lists.clear();
    this.messageService.reset();
    this.conversationService.reset();
    void this.relationshipModule?.then((module) => module.reset());
    void this.groupModulePromise?.then((module) => module.reset());
    void this.extraModulePromise?.then((module) => module.reset());
    void this.conversationModulePromise?.then((module) => module.reset());
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

  private socketUrl(): string {
    const base = this.context.httpBase.replace(/^http/, 'ws');
    const host = base.replace(/^wss?:\/\//, '').split('/')[0];
    const query = {
      sdkappid: this.options.SDKAppID,
      instanceid: this.instanceId,
      random: Math.floor(Math.random() * 1e9),
      platform: 7,
      host,
      version: 1,
      sdkversion: '2.27.6',
    };
    return `${base}/im/ws?${Object.entries(query)
      .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
      .join('&')}`;
  }
}
