import type { ChatContext } from './core/chat-context.ts';
import type { RemoteConfig, RemoteConfigHost } from './core/remote-config.ts';
import { fromWireMessage, toWireElements, toWireMessage } from './messages/wire-message.ts';
import type { CoreWire } from './messages/module/core-wire.ts';
import {
  decodeJoinGroupResponse,
  decodeLongPollResponse,
  decodeMergerList,
  encodeAnonymousJoin,
  encodeLongPollRequest,
  encodeMergerList,
} from './protocol/codec.ts';
import type { im } from './protocol/generated/im.js';
import type { ChatOptions } from './chat-options.ts';
import type { StackedMessages } from './messages/stacked-messages.ts';
import type { WireMessage } from './protocol/codec.ts';
import type { GroupService } from './groups/module/group-service.ts';
import type { ReportModule } from './report/report-module.ts';
import type { Observation } from './report/report-rules.ts';
import type { ImageFileInput } from './upload/upload-rules.ts';
import { MessageType, type ImagePayload, type Message } from './types.ts';

/** A module's loader, and the load it began if any. */
interface LoadOnce<T> {
  (): Promise<T>;
  /** The load begun, if any: a module not loaded need not load just to forget. */
  loading?: Promise<T>;
}

/** A chunk loaded once, on the first call; a load that failed (a network hiccup) is tried again on the next call. */
function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  const once: LoadOnce<T> = () =>
    (once.loading ??= load().catch((error: unknown) => {
      once.loading = undefined;
      throw error;
    }));
  return once;
}

/** The pushes a module loaded on demand handles, and the loader of that module. */
const modulePushes: Record<
  string,
  'relationship' | 'conversationModule' | 'groupModule' | 'statusModule' | 'extraModule' | 'messageModule'
> = {
  'push.read': 'messageModule',
  'push.change': 'messageModule',
  'push.relationship': 'relationship',
  'push.conversation': 'conversationModule',
  'push.group': 'groupModule',
  'push.status': 'statusModule',
  'push.extra': 'extraModule',
};

/**
 * The parts of one SDK instance loaded on demand, each a chunk of its own that only a dynamic import names (a
 * domain's `module/` folder, or a domain loaded whole: docs/im-api.md "Layout"), so the core the app loads first stays
 * small (docs/decisions.md); and what the core hands them: their pushes, the files to upload, the requests to count.
 */
export class ChatModules {
  /** The report module once loaded; until then the requests it should count wait here (at most 100). */
  private reports?: ReportModule;
  private readonly earlyObservations: Observation[] = [];
  /** The files of image, voice, video and file messages not uploaded yet, with their progress callbacks. */
  readonly pendingFiles = new WeakMap<Message, { file: ImageFileInput; onProgress?: (percent: number) => void }>();
  /** Fetches the commercial and cloud configs (core/remote-config.ts) once loaded, after the first login. */
  private configFetcher?: RemoteConfig;
  /** Joining, leaving and reading live rooms, once loaded; until then no room is joined. */
  rooms?: GroupService;

  constructor(
    private readonly context: ChatContext,
    private readonly options: ChatOptions,
    /** Where the fetched configs go (the core keeps the purchase bits and the cloud config). */
    private readonly config: Omit<RemoteConfigHost, 'request'>,
    /** Group messages put in order by recovery (groups/module/group-recovery.ts) go here; its warnings share `stacked`. */
    private readonly groupMessages: { release: (messages: WireMessage[]) => void; stacked: StackedMessages },
    /** The core's message service, which the messages module's revocations and modifications go through. */
    private readonly messages: CoreWire['messages'],
  ) {}

  /** Hands a server push to the module it is for, loading it first; false for the pushes the core handles itself. */
  push(frame: im.Frame): boolean {
    const loader = modulePushes[frame.header?.command ?? ''];
    if (!loader) return false;
    (this[loader] as () => Promise<{ push(frame: im.Frame): void }>)().then(
      (module) => module.push(frame),
      (error) => this.context.log.warn(`chat: the module of ${frame.header?.command} did not load`, error),
    );
    return true;
  }

  /**
   * Friends, profiles and the blacklist: a separate chunk, loaded the first time an app calls one of their methods
   * or the server pushes one of their changes.
   */
  readonly relationship = loadOnce(() =>
    import('./relationship/relationship-module.ts').then(
      ({ RelationshipModule }) => new RelationshipModule(this.context, this.options.filterProfanity),
    ),
  );

  /**
   * Groups beyond joining live rooms (create, profiles, members, applications, notices): a separate chunk, loaded
   * like the relationship module, the first time an app calls one of its methods or the server pushes a notice.
   */
  readonly groupModule = loadOnce(() =>
    import('./groups/module/group-module.ts').then(({ GroupModule }) => new GroupModule(this.context, this.options.filterProfanity)),
  );

  /**
   * Joining and leaving groups, live rooms' long polling and online counts, and every group message's recovery by
   * sequence gap: a separate chunk, loaded on the first joinGroup, quitGroup or getGroupOnlineMemberCount, or the
   * first group message pushed (a fan who never opens a room nor is in a group never loads it).
   */
  readonly groupService = loadOnce(() =>
    import('./groups/module/group-service.ts').then(
      ({ GroupService, GroupRecovery }) =>
        (this.rooms = new GroupService(
          this.context,
          new GroupRecovery(this.context, this.groupMessages.release, this.groupMessages.stacked),
          { encodeLongPollRequest, decodeLongPollResponse, encodeAnonymousJoin, decodeJoinGroupResponse },
        )),
    ),
  );

  /**
   * Group messages pushed over the socket, to recovery: at once once loaded; meanwhile each waits for the load, in
   * the order they came (the load's callbacks run in turn, before any later push).
   */
  offerGroup(messages: WireMessage[]): void {
    if (this.rooms) return this.rooms.recovery.offer(messages);
    this.groupService().then(
      (rooms) => rooms.recovery.offer(messages),
      (error) => this.context.log.warn('chat: the group service did not load', error),
    );
  }

  /** C2C recovery by time gap (messages/module/c2c-recovery.ts): a chunk loaded at the first reconnect. */
  readonly c2cRecovery = loadOnce(() =>
    import('./messages/module/c2c-recovery.ts').then(({ C2cRecovery }) => new C2cRecovery(this.context, { fromWireMessage })),
  );

  /** Uploads (image messages): a separate chunk like the groups module, loaded when an image message is created. */
  readonly uploadModule = loadOnce(() => import('./upload/upload-module.ts').then(({ UploadModule }) => new UploadModule(this.context)));

  /** User status (set, get, subscribe): a separate chunk like the groups module, loaded on its first call or push. */
  readonly statusModule = loadOnce(() =>
    import('./status/status-module.ts').then(({ StatusModule }) => new StatusModule(this.context, this.options.filterProfanity)),
  );

  /** callExperimentalAPI's few names (experimental/): a chunk loaded on its first call. */
  readonly experimentalModule = loadOnce(() =>
    import('./experimental/experimental-module.ts').then(({ ExperimentalModule }) => new ExperimentalModule(this.context)),
  );

  /** The commercial and cloud configs' fetcher (spec 001 §8, §9): a chunk loaded after the first login. */
  readonly remoteConfig = loadOnce(() =>
    import('./core/remote-config.ts').then(
      ({ RemoteConfig }) =>
        (this.configFetcher = new RemoteConfig({
          ...this.config,
          request: (command) => this.context.request(command),
        })),
    ),
  );

  /**
   * Quality and event reports (spec 001 §9): a separate chunk, loaded after the first login; it measures the
   * requests the core hands it (observe).
   */
  readonly reportModule = loadOnce(() =>
    import('./report/report-module.ts').then(({ ReportModule }) => {
      const module = (this.reports = new ReportModule(this.context, this.options.storage));
      for (const observation of this.earlyObservations.splice(0)) module.observe(observation);
      return module;
    }),
  );

  /** A request finished: counted by the report module (reports themselves are not). */
  observe(observation: Observation): void {
    if (observation.command.startsWith('report.')) return;
    if (this.reports) this.reports.observe(observation);
    else if (this.earlyObservations.length < 100) this.earlyObservations.push(observation);
  }

  /** Read receipts and message extensions: a separate chunk like the groups module, loaded on their first call or push. */
  readonly extraModule = loadOnce(() =>
    import('./message-extra/extra-module.ts').then(({ MessageExtraModule }) => new MessageExtraModule(this.context)),
  );

  /** Merged lists stored apart, hopping and translation: a chunk like the upload module, loaded on first use. */
  readonly messageModule = loadOnce(() =>
    import('./messages/module/message-module.ts').then(
      ({ MessageModule }) =>
        new MessageModule(this.context, {
          toWireMessage,
          fromWireMessage,
          toWireElements,
          encodeMergerList,
          decodeMergerList,
          messages: this.messages,
        }),
    ),
  );

  /**
   * Conversation groups, marks, custom data, remind types and clearing history: a separate chunk like the groups
   * module, loaded on the first of its calls or a push of a change made on another device.
   */
  readonly conversationModule = loadOnce(() =>
    import('./conversations/module/conversation-module.ts').then(({ ConversationModule }) => new ConversationModule(this.context)),
  );

  /** Work before a message goes out: a file's upload, a large merged list stored apart. */
  async prepareSend(message: Message): Promise<void> {
    if (message.type === MessageType.MERGER) return (await this.messageModule()).storeMergerListIfLarge(message);
    return this.uploadFileOf(message);
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

  /** The session ended: the config fetches and the reports stop. */
  stop(): void {
    this.configFetcher?.stop();
    this.reports?.stop();
  }

  /** The session ended: the modules loaded forget what they held. */
  reset(): void {
    for (const module of [this.relationship, this.groupModule, this.extraModule, this.conversationModule])
      void module.loading?.then((loaded) => loaded.reset());
  }
}
