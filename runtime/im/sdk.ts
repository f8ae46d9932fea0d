import type { ChatOptions } from './chat-options.ts';
import { imError } from './errors.ts';
import type { ImEvent, ImListener, NetState } from './events.ts';
import type { LogLevel } from './core/logger.ts';
import type { LoginOptions } from './session/login-rules.ts';
import { ok } from './sdk-base.ts';
import { SdkModuleCalls } from './sdk-module-calls.ts';
import type { ImageFileInput } from './upload/upload-rules.ts';
import {
  MessageType,
  type Conversation,
  type CreateMessageOptions,
  type CustomPayload,
  type FacePayload,
  type GroupType,
  type ImResponse,
  type LocationPayload,
  type MergerPayload,
  type Message,
  type OfflinePushInfo,
  type TextPayload,
} from './types.ts';

/**
 * The chat SDK as apps call it. Method names and results follow the Tencent Chat web SDK 2.27.6 where spec 001
 * describes the same behaviour (docs/im-api.md), so anyone who knows that SDK knows this one.
 */
export class ChatSdk extends SdkModuleCalls {
  /** What registerPlugin was given, by name. */
  private readonly plugins = new Map<string, unknown>();

  on<E extends ImEvent>(event: E, listener: ImListener<E>): () => void {
    return this.client.emitter.on(event, listener);
  }

  off<E extends ImEvent>(event: E, listener: ImListener<E>): void {
    this.client.emitter.off(event, listener);
  }

  isReady(): boolean {
    return this.client.isReady;
  }

  /** The socket's state now; NET_STATE_CHANGE announces each change. */
  getNetState(): NetState {
    return this.client.netState;
  }

  setLogLevel(level: LogLevel): void {
    this.client.setLogLevel(level);
  }

  async login(options: LoginOptions): Promise<ImResponse<{ repeatLogin: boolean }>> {
    return ok(await this.client.session.login(options));
  }

  async logout(): Promise<ImResponse<object>> {
    await this.client.session.logout();
    return ok({});
  }

  destroy(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }

  /**
   * Tencent's plugins (tim-upload-plugin, cos-js-sdk, tim-profanity-filter-plugin ...) are kept by name and used by
   * nothing: upload, the profanity filter (the filterProfanity option) and offline push are built in here
   * (docs/decisions.md "Plugins and experimental calls"). Allowed before ready (spec 001 §5).
   */
  registerPlugin(plugins: Record<string, unknown>): void {
    this.client.guard('registerPlugin');
    if (!plugins || typeof plugins !== 'object' || Array.isArray(plugins))
      throw imError('INVALID_PARAMETER', 'registerPlugin takes { name: plugin }');
    for (const [name, plugin] of Object.entries(plugins)) this.plugins.set(name, plugin);
  }

  createTextMessage(options: CreateMessageOptions<TextPayload>): Message {
    return this.client.factory.createText(options);
  }

  createTextAtMessage(options: CreateMessageOptions<TextPayload>): Message {
    return this.client.factory.createTextAt(options);
  }

  createCustomMessage(options: CreateMessageOptions<Partial<CustomPayload>>): Message {
    return this.client.factory.createCustom(options);
  }

  createFaceMessage(options: CreateMessageOptions<Partial<FacePayload>>): Message {
    return this.client.factory.createFace(options);
  }

  createLocationMessage(options: CreateMessageOptions<Partial<LocationPayload>>): Message {
    return this.client.factory.createLocation(options);
  }

  /** A merged message of sent messages; a list over 11,264 bytes is stored apart when it is sent (messages module). */
  createMergerMessage(options: CreateMessageOptions<Partial<Omit<MergerPayload, 'messageList'>> & { messageList?: Message[] }>): Message {
    const message = this.client.factory.createMerger(options);
    this.client.modules.messageModule().catch((error) => this.client.log.warn('chat: the messages module did not load', error));
    return message;
  }

  /** A copy of a message (`payload`) for another conversation. */
  createForwardMessage(options: CreateMessageOptions<Message>): Message {
    return this.client.factory.createForward(options);
  }

  /**
   * An image message; its file (a File, or an `<input type="file">`) is checked and uploaded when it is sent, with
   * onProgress(0 to 1) as it goes (spec 001 §5 Upload). The upload module starts loading now.
   */
  createImageMessage(options: CreateMessageOptions<{ file: ImageFileInput }> & { onProgress?: (percent: number) => void }): Message {
    return this.withFile(options, () => this.client.factory.createImage(options));
  }

  /**
   * A voice message (spec 001 §5): `payload.file` a recorded or chosen mp3, m4a, aac, wav, ogg or webm file (its
   * `duration` in ms, when given, becomes `second`), at most 20 MB, uploaded when it is sent.
   */
  createAudioMessage(options: CreateMessageOptions<{ file: ImageFileInput }> & { onProgress?: (percent: number) => void }): Message {
    return this.withFile(options, () => this.client.factory.createMedia(MessageType.AUDIO, options));
  }

  /** A video message: `payload.file` an mp4 or mov (quicktime) of at most 100 MB, uploaded when it is sent. */
  createVideoMessage(options: CreateMessageOptions<{ file: ImageFileInput }> & { onProgress?: (percent: number) => void }): Message {
    return this.withFile(options, () => this.client.factory.createMedia(MessageType.VIDEO, options));
  }

  /** A file message: `payload.file` any file of at most 100 MB, uploaded when it is sent and offered as a download. */
  createFileMessage(options: CreateMessageOptions<{ file: ImageFileInput }> & { onProgress?: (percent: number) => void }): Message {
    return this.withFile(options, () => this.client.factory.createMedia(MessageType.FILE, options));
  }

  /** Tencent's options: onlineUserOnly (never stored, only to who is online now) and offlinePushInfo (carried through). */
  sendMessage = this.guarded(
    'sendMessage',
    (message: Message, options?: { onlineUserOnly?: boolean; offlinePushInfo?: OfflinePushInfo }) => {
      if (message && typeof message === 'object' && options?.onlineUserOnly) message.onlineOnly = true;
      if (message && typeof message === 'object' && options?.offlinePushInfo) message.offlinePushInfo = { ...options.offlinePushInfo };
      return this.client.messageService.send(message);
    },
  );
  resendMessage = this.guarded('resendMessage', (message: Message) => this.client.messageService.resend(message));
  getConversationList = this.guarded('getConversationList', () => this.client.conversationService.list());
  getConversationProfile = this.guarded('getConversationProfile', async (conversationID: string) => {
    const conversation = this.client.conversations.get(conversationID);
    if (!conversation) throw imError('CONVERSATION_NOT_FOUND');
    return { conversation };
  });
  // Joining, leaving and live rooms (groups/module/group-service.ts): their chunk loads on the first of these calls.
  joinGroup = this.guarded('joinGroup', async (options: { groupID: string; type?: GroupType; applyMessage?: string }) => {
    // As a member or anonymously as the app asks it, not as the session stands once the group service has loaded.
    const asMember = this.client.session.current.status === 'loggedIn';
    return (await this.client.modules.groupService()).join(options, asMember);
  });
  quitGroup = this.guarded('quitGroup', async (groupID: string) => {
    const result = await (await this.client.modules.groupService()).quit(groupID);
    await this.client.modules.groupModule.loading?.then((module) => module.forget(groupID));
    return result;
  });
  getGroupOnlineMemberCount = this.guarded('getGroupOnlineMemberCount', async (groupID: string) =>
    (await this.client.modules.groupService()).onlineCount(groupID),
  );

  getTotalUnreadMessageCount(): number {
    return this.client.conversations.totalUnread();
  }

  /**
   * The conversations held now, sorted, before SDK_READY too (for bindings that render them): a list screen that starts
   * listening after a page was announced draws it at once instead of waiting for the next, throttled, announcement.
   */
  getLocalConversationList(): Conversation[] {
    return this.client.conversations.sorted();
  }

  /** The messages held for a conversation, oldest first (for bindings that render them). */
  getLocalMessages(conversationID: string): readonly Message[] {
    return this.client.listOf(conversationID).messages;
  }
}

/** Creates an SDK instance (TIM.create). */
export const create = (options: ChatOptions): ChatSdk => new ChatSdk(options);
