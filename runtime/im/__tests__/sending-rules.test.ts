import { describe, expect, it } from 'vitest';
import type { ChatContext } from '../core/chat-context.ts';
import { Emitter } from '../core/emitter.ts';
import { ConversationStore, emptyConversation } from '../conversations/conversation-store.ts';
import { ErrorCode } from '../errors.ts';
import { ImEvent, type ImEventMap } from '../events.ts';
import { MessageFactory } from '../messages/message-factory.ts';
import { MessageList } from '../messages/message-list.ts';
import { MessageService, type ProfanityFilter } from '../messages/message-service.ts';
import { MessageModule } from '../messages/module/message-module.ts';
import { fromWireMessage, toWireElements, toWireMessage } from '../messages/wire-message.ts';
import { decodeMergerList, encodeMergerList } from '../protocol/codec.ts';
import type { FrameBody } from '../protocol/codec.ts';
import { ConversationType, GroupType, type Message, type MessageStatus } from '../types.ts';

/**
 * One SDK's sending path over a scripted server: `answer` decides each request's fate. The profile is empty until
 * `loggedInAs` (as before the login answer arrives).
 */
function sender(answer: (command: string, body?: FrameBody) => Promise<object>, filter?: ProfanityFilter) {
  const profile = { userID: 'me', nick: '', avatar: '' };
  const lists = new Map<string, MessageList>();
  const listOf = (id: string) => lists.get(id) ?? lists.set(id, new MessageList(100)).get(id)!;
  const emitter = new Emitter<ImEventMap>();
  const conversations = new ConversationStore(() => undefined);
  const context = {
    emitter,
    conversations,
    listOf,
    liveRoomListOf: listOf,
    self: () => profile,
    now: () => 1_000_000,
    request: answer,
    groupsWithTopics: new Set(['@TGS#_community']),
  } as unknown as ChatContext;
  const service = new MessageService(context, filter, () => false);
  // Revoking, deleting and modifying are the messages module's, over the same service.
  const changes = new MessageModule(context, {
    toWireMessage,
    fromWireMessage,
    toWireElements,
    encodeMergerList,
    decodeMergerList,
    messages: service,
  });
  const factory = new MessageFactory(context.self, context.now);
  const statuses: MessageStatus[] = [];
  emitter.on(ImEvent.MESSAGE_STATUS_CHANGED, ([message]) => statuses.push(message.status));
  return {
    service,
    changes,
    statuses,
    listOf,
    conversations,
    text: (to: string, text: string, type: ConversationType = ConversationType.C2C) =>
      factory.createText({ to, conversationType: type, payload: { text } }),
    loggedInAs: (nick: string, avatar: string) => Object.assign(profile, { nick, avatar }),
  };
}

const sent = (sequence: number) => async () => ({ sendMessageResponse: { sequence, time: 1000 } });

describe('sending (spec 001 §4 Message life cycle, §5 Sending)', () => {
  it('announces the own message once as unsend and once as success, signed with the login profile, held once', async () => {
    const chat = sender(sent(7));
    const message = chat.text('peer', 'hello');
    chat.loggedInAs('Ana', 'https://img/a.png');
    await chat.service.send(message);
    expect(chat.statuses).toEqual(['unsend', 'success']);
    expect(message).toMatchObject({ nick: 'Ana', avatar: 'https://img/a.png', sequence: 7, status: 'success' });
    expect(chat.listOf('C2Cpeer').messages).toEqual([message]);
  });

  it('announces a failure and a resend (unsend again)', async () => {
    let fail = true;
    const chat = sender(async () => {
      if (fail) throw new Error('the socket went away');
      return { sendMessageResponse: { sequence: 3, time: 1000 } };
    });
    const message = chat.text('peer', 'again');
    await expect(chat.service.send(message)).rejects.toMatchObject({ code: ErrorCode.MESSAGE_SEND_FAIL });
    fail = false;
    await chat.service.resend(message);
    expect(chat.statuses).toEqual(['unsend', 'fail', 'unsend', 'success']);
    expect(chat.listOf('C2Cpeer').messages).toHaveLength(1);
  });

  it('passes text through the profanity hook: blocked refuses before anything is sent, otherwise the text is replaced', async () => {
    const requests: string[] = [];
    const chat = sender(
      async (command) => (requests.push(command), { sendMessageResponse: { sequence: 1 } }),
      (text) => ({ blocked: text.includes('bad'), text: text.replace('darn', '**') }),
    );
    await expect(chat.service.send(chat.text('peer', 'bad word'))).rejects.toMatchObject({ code: ErrorCode.PROFANITY_FOUND });
    expect(requests).toEqual([]);
    const { message } = await chat.service.send(chat.text('peer', 'darn it'));
    expect(message.payload).toEqual({ text: '** it' });
  });

  it('refuses a direct send to a community with topics (MESSAGE_SEND_GROUP_WITH_TOPIC_FAIL), and sends to its topic', async () => {
    const requests: string[] = [];
    const chat = sender(async (command) => (requests.push(command), { sendMessageResponse: { sequence: 1, time: 1000 } }));
    await expect(chat.service.send(chat.text('@TGS#_community', 'hi', ConversationType.GROUP))).rejects.toMatchObject({
      code: ErrorCode.MESSAGE_SEND_GROUP_WITH_TOPIC_FAIL,
    });
    expect(requests).toEqual([]);
    const { message } = await chat.service.send(chat.text('@TGS#_community@TOPIC#_derby', 'hi', ConversationType.GROUP));
    expect(message).toMatchObject({ conversationID: 'GROUP@TGS#_community@TOPIC#_derby', status: 'success' });
    expect(requests).toEqual(['group.send']);
  });

  it('refuses sending to a live room not joined, and modifying a live-room message', async () => {
    const chat = sender(sent(1));
    chat.conversations.applyServerList([emptyConversation('GROUPlive_1', GroupType.AVCHATROOM)], true);
    const message: Message = chat.text('live_1', 'hi', ConversationType.GROUP);
    await expect(chat.service.send(message)).rejects.toMatchObject({ code: ErrorCode.NOT_IN_AVCHATROOM });
    await expect(chat.changes.modifyMessage({ ...message, sequence: 4 })).rejects.toMatchObject({
      code: ErrorCode.MESSAGE_MODIFY_DISABLED_IN_AVCHATROOM,
    });
  });
});
