import { describe, expect, it } from 'vitest';
import { codeOf } from './code-of.ts';
import type { ChatContext } from '../core/chat-context.ts';
import { Emitter } from '../core/emitter.ts';
import { Logger } from '../core/logger.ts';
import { RateLimiter } from '../core/rate-limiter.ts';
import { ErrorCode } from '../errors.ts';
import { ImEvent, type ImEventMap } from '../events.ts';
import { markOptions, memberCustomFields } from '../groups/module/member-field-rules.ts';
import { MessageExtraModule } from '../message-extra/extra-module.ts';
import {
  extensionMessage,
  extensionsToSet,
  keysToDelete,
  ownReceiptMessages,
  readMemberOptions,
  receiptsToSend,
  wireKeyOf,
} from '../message-extra/extra-rules.ts';
import { MessageList } from '../messages/message-list.ts';
import type { FrameBody } from '../protocol/codec.ts';
import {
  decodeExtraRequest,
  encodeExtraPush,
  encodeExtraResponse,
  extensionKeyOf,
  receiptDetailCountOf,
  receiptFilterOf,
  type ExtraRequest,
  type ExtraResponse,
} from '../protocol/extra-codec.ts';
import { ConversationType, MessageType, type Message } from '../types.ts';

/** A sent message of `from` in the conversation with `peer` (C2C) or of group `peer`. */
function message(from: string, peer: string, options: Partial<Message> = {}): Message {
  const conversationType = options.conversationType ?? ConversationType.C2C;
  const to = conversationType === ConversationType.GROUP ? peer : from === 'me' ? peer : 'me';
  const conversationID = `${conversationType}${conversationType === ConversationType.GROUP ? peer : from === 'me' ? to : from}`;
  return {
    ID: `${from}-${to}-7-3`,
    type: MessageType.TEXT,
    payload: { text: '进球了' },
    conversationType,
    conversationID,
    to,
    from,
    flow: from === 'me' ? 'out' : 'in',
    priority: 0,
    clientSequence: 12,
    sequence: 3,
    random: 7,
    time: 1_780_000_000,
    clientTime: 1_780_000_000,
    version: 0,
    status: 'success',
    isRevoked: false,
    revoker: '',
    isModified: false,
    isPeerRead: false,
    isRead: true,
    isDeleted: false,
    cloudCustomData: '',
    nick: '',
    avatar: '',
    vipLevel: 0,
    onlineOnly: false,
    needReadReceipt: false,
    isSupportExtension: false,
    readReceiptInfo: {},
    ...options,
  };
}

describe('read receipt rules (spec 001 §4, §9)', () => {
  it('sends receipts only for incoming messages that asked for one: none is READ_RECEIPT_MESSAGE_LIST_EMPTY', () => {
    const asked = message('ana', 'ana', { needReadReceipt: true });
    const plain = message('ana', 'ana');
    const mine = message('me', 'ana', { needReadReceipt: true });
    expect(receiptsToSend([asked, plain, mine], 'me')).toEqual([asked]);
    expect(codeOf(() => receiptsToSend([plain, mine], 'me'))).toBe(ErrorCode.READ_RECEIPT_MESSAGE_LIST_EMPTY);
    expect(ErrorCode.READ_RECEIPT_MESSAGE_LIST_EMPTY).toBe(2114);
    // Not yet numbered by the server: nothing to answer.
    expect(codeOf(() => receiptsToSend([{ ...asked, sequence: 0 }], 'me'))).toBe(ErrorCode.READ_RECEIPT_MESSAGE_LIST_EMPTY);
  });

  it('takes a non-empty list of messages of one conversation', () => {
    const asked = message('ana', 'ana', { needReadReceipt: true });
    for (const bad of [[], undefined, 'x', [{}], [asked, message('bia', 'bia', { needReadReceipt: true })]])
      expect(codeOf(() => receiptsToSend(bad, 'me'))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('asks for the receipts of my own sent messages that asked for them only', () => {
    const mine = message('me', 'ana', { needReadReceipt: true });
    expect(ownReceiptMessages([mine, message('me', 'ana'), message('ana', 'ana', { needReadReceipt: true })], 'me')).toEqual([mine]);
  });

  it('reads group detail with filter 0 (read) or 1 (unread), else 0; count 1 to 99, else 100', () => {
    expect([0, 1, 2, -1, '1', undefined].map(receiptFilterOf)).toEqual([0, 1, 0, 0, 0, 0]);
    expect([1, 50, 99, 100, 101, 0, -5, 1.5, '10', undefined].map(receiptDetailCountOf)).toEqual([
      1, 50, 99, 100, 100, 100, 100, 100, 100, 100,
    ]);
    const group = message('me', '@TGS#1', { conversationType: ConversationType.GROUP, needReadReceipt: true });
    expect(readMemberOptions({ message: group, filter: 7, count: 0 })).toEqual({ message: group, filter: 0, cursor: '', count: 100 });
    expect(readMemberOptions({ message: group, filter: 1, cursor: '42', count: 20 })).toMatchObject({ filter: 1, cursor: '42', count: 20 });
    expect(codeOf(() => readMemberOptions({ message: message('me', 'ana') }))).toBe(ErrorCode.INVALID_PARAMETER);
  });
});

describe('message extension rules (spec 001 §3, §4, §9)', () => {
  it('names a message by clientSequence, random and time joined by underscores; a C2C one that way on the wire', () => {
    const c2c = message('me', 'ana', { clientSequence: 12, random: 7, time: 1_780_000_000 });
    expect(extensionKeyOf(c2c)).toBe('12_7_1780000000');
    expect(wireKeyOf(c2c, true)).toMatchObject({ conversationType: 1, from: 'me', to: 'ana', messageKey: '12_7_1780000000' });
    expect(wireKeyOf(c2c, true).sequence).toBeUndefined();
    expect(wireKeyOf(message('me', '@TGS#1', { conversationType: ConversationType.GROUP }), true)).toMatchObject({
      conversationType: 2,
      to: '@TGS#1',
      sequence: 3,
    });
  });

  it('sets at most 20 extensions a call: the rest are left out and reported, as the Tencent SDK does', () => {
    const dropped: number[] = [];
    const list = Array.from({ length: 23 }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    expect(extensionsToSet(list, (count) => dropped.push(count))).toHaveLength(20);
    expect(dropped).toEqual([3]);
    expect(extensionsToSet(list.slice(0, 20), (count) => dropped.push(count))).toHaveLength(20);
    expect(dropped).toEqual([3]);
    for (const bad of [[], undefined, [{ key: '', value: 'v' }], [{ key: 'k', value: 1 }], [null]])
      expect(codeOf(() => extensionsToSet(bad, () => undefined))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('deletes the given keys (operate type 2) or, without keys, clears all (3)', () => {
    expect(keysToDelete(undefined)).toEqual([]);
    expect(keysToDelete([])).toEqual([]);
    expect(keysToDelete(['like', 'seat'])).toEqual(['like', 'seat']);
    expect(codeOf(() => keysToDelete(['']))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(codeOf(() => extensionMessage(message('me', 'ana', { sequence: 0 })))).toBe(ErrorCode.INVALID_PARAMETER);
  });
});

describe('group member custom field and mark rules (spec 001 §5, §9)', () => {
  it('takes 1 to 5 fields, keys of 1 to 16 bytes, values of at most 64', () => {
    expect(memberCustomFields([{ key: 'team', value: '巴西' }])).toEqual([{ key: 'team', value: '巴西' }]);
    const bad = [
      [],
      undefined,
      Array.from({ length: 6 }, (_, i) => ({ key: `k${i}`, value: '' })),
      [{ key: 'k'.repeat(17), value: '' }],
      [{ key: '球'.repeat(6), value: '' }],
      [{ key: 'k', value: 'v'.repeat(65) }],
      [{ key: 'k', value: 1 }],
    ];
    for (const fields of bad) expect(codeOf(() => memberCustomFields(fields))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('marks at most 500 members a call (the rest left out and reported) with a mark from 1000', () => {
    const dropped: number[] = [];
    const userIDList = Array.from({ length: 503 }, (_, i) => String(i + 1));
    expect(markOptions({ userIDList, markType: 1000, enableMark: true }, (count) => dropped.push(count)).userIDList).toHaveLength(500);
    expect(dropped).toEqual([3]);
    const bad = [
      { userIDList: [], markType: 1000, enableMark: true },
      { userIDList: ['1'], markType: 999, enableMark: true },
      { userIDList: ['1'], markType: 1000.5, enableMark: true },
      { userIDList: ['1'], markType: 1000 },
    ];
    for (const options of bad) expect(codeOf(() => markOptions(options, () => undefined))).toBe(ErrorCode.INVALID_PARAMETER);
  });
});

/** The module on a fake server that answers from `answers` and records the requests that reach it. */
function moduleOn(answers: Record<string, ExtraResponse>) {
  const sent: { command: string; request: ExtraRequest }[] = [];
  const emitter = new Emitter<ImEventMap>();
  const lists = new Map<string, MessageList>();
  const context = {
    emitter,
    log: new Logger(() => undefined),
    limiter: new RateLimiter(() => 0),
    self: () => ({ userID: 'me' }),
    // Every ability bought: the purchase-bit check itself is tested in user-status.test.ts.
    purchaseBits: () => '11111111',
    listOf: (id: string) => lists.get(id) ?? lists.set(id, new MessageList(100)).get(id)!,
    request: async (command: string, body?: FrameBody) => {
      sent.push({ command, request: decodeExtraRequest(body!.messageExtra!) });
      return { messageExtra: encodeExtraResponse(answers[command] ?? {}) };
    },
  } as unknown as ChatContext;
  return { module: new MessageExtraModule(context), context, sent, emitter };
}

describe('the receipts and extensions module', () => {
  it('changes a key it has read with the sequence it read, so a change made since conflicts', async () => {
    const target = message('ana', 'ana', { isSupportExtension: true });
    const { module, sent } = moduleOn({
      'extension.get': { extensions: [{ key: 'seat', value: 'A1', seq: 4 }], complete: true, sequence: 4 },
      'extension.modify': { results: [{ code: 0, extension: { key: 'seat', value: 'B2', seq: 5 } }] },
    });
    await module.setMessageExtensions(target, [{ key: 'seat', value: 'B1' }]);
    expect(sent[0].request.extensions?.map(({ key, value, seq }) => ({ key, value, seq }))).toEqual([{ key: 'seat', value: 'B1', seq: 0 }]);
    expect((await module.getMessageExtensions(target)).extensions).toEqual([{ key: 'seat', value: 'A1' }]);
    await module.setMessageExtensions(target, [{ key: 'seat', value: 'B2' }]);
    expect(sent[2].request.extensions?.map(({ key, value, seq }) => ({ key, value, seq }))).toEqual([{ key: 'seat', value: 'B2', seq: 4 }]);
    // The answer's sequence is remembered for the next change.
    await module.setMessageExtensions(target, [{ key: 'seat', value: 'B3' }]);
    expect(sent[3].request.extensions?.[0].seq).toBe(5);
  });

  it('turns receipts pushed for my messages into MESSAGE_READ_RECEIPT_RECEIVED, updating the message held', () => {
    const { module, context, emitter } = moduleOn({});
    const mine = message('me', '@TGS#1', { conversationType: ConversationType.GROUP, needReadReceipt: true });
    context.listOf('GROUP@TGS#1').upsert(mine);
    const heard: ImEventMap[typeof ImEvent.MESSAGE_READ_RECEIPT_RECEIVED][] = [];
    emitter.on(ImEvent.MESSAGE_READ_RECEIPT_RECEIVED, (receipts) => heard.push(receipts));
    module.push({
      errorCode: 0,
      errorInfo: '',
      messageExtra: encodeExtraPush({
        kind: 1,
        receipts: [{ message: { conversationType: 2, from: 'me', to: '@TGS#1', sequence: 3, random: 7 }, readCount: 2, unreadCount: 1 }],
      }),
    });
    expect(heard).toEqual([[{ groupID: '@TGS#1', messageID: 'me-@TGS#1-7-3', readCount: 2, unreadCount: 1 }]]);
    expect(mine.readReceiptInfo).toEqual({ readCount: 2, unreadCount: 1 });
  });
});
