import { describe, expect, it } from 'vitest';
import type { ChatContext } from '../core/chat-context.ts';
import { ErrorCode } from '../errors.ts';
import { MessageFactory } from '../messages/message-factory.ts';
import { fromWireMessage, messageForShow, toWireElements, toWireMessage } from '../messages/wire-message.ts';
import type { MessageService } from '../messages/message-service.ts';
import { MessageModule } from '../messages/module/message-module.ts';
import { decodeMoreMessagesRequest, encodeMoreMessagesResponse, mergerInlineBytes } from '../protocol/message-codec.ts';
import { decodeMergerList, encodeMergerList } from '../protocol/codec.ts';
import type { FrameBody } from '../protocol/codec.ts';
import { ConversationType, MessageType, type Message, type MergerPayload } from '../types.ts';
import { codeOf } from './code-of.ts';

const factory = new MessageFactory(
  () => ({ userID: 'me', nick: '', avatar: '' }),
  () => 1_000_000,
);
const c2c = { to: 'peer', conversationType: ConversationType.C2C } as const;
const sentText = (text: string, sequence = 1): Message => ({
  ...factory.createText({ ...c2c, payload: { text } }),
  status: 'success',
  sequence,
});

/** A messages module over a scripted server: `answer` gives each request's response body; requests are recorded. */
function moduleWith(answer: (command: string, body?: FrameBody) => FrameBody) {
  const requests: { command: string; body?: FrameBody }[] = [];
  const context = {
    self: () => ({ userID: 'me', nick: '', avatar: '' }),
    now: () => 1_000_000,
    log: { warn: () => undefined },
    request: async (command: string, body?: FrameBody) => {
      requests.push({ command, body });
      return answer(command, body);
    },
  } as unknown as ChatContext;
  // This module's calls here touch nothing of the core's message service.
  const messages = {} as MessageService;
  const wire = { toWireMessage, fromWireMessage, toWireElements, encodeMergerList, decodeMergerList, messages };
  return { module: new MessageModule(context, wire), requests };
}

describe('faces, locations, merged and forwarded messages (spec 001 §3, §5)', () => {
  it('builds a face and a location, refusing a negative index and a place off the globe', () => {
    expect(factory.createFace({ ...c2c, payload: { index: 2, data: 'wave' } })).toMatchObject({
      type: MessageType.FACE,
      payload: { index: 2, data: 'wave' },
    });
    expect(codeOf(() => factory.createFace({ ...c2c, payload: { index: -1 } }))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(factory.createLocation({ ...c2c, payload: { description: 'x', longitude: -180, latitude: 90 } }).type).toBe(
      MessageType.LOCATION,
    );
    expect(codeOf(() => factory.createLocation({ ...c2c, payload: { description: 'x', longitude: 180.1, latitude: 0 } }))).toBe(
      ErrorCode.INVALID_PARAMETER,
    );
    expect(codeOf(() => factory.createLocation({ ...c2c, payload: { description: 'x' } }))).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('keeps each kind through the wire, with Tencent messageForShow labels', () => {
    for (const message of [
      factory.createFace({ ...c2c, payload: { index: 1, data: 'd' } }),
      factory.createLocation({ ...c2c, payload: { description: 'Camp Nou', longitude: 2.12, latitude: 41.38 } }),
    ]) {
      expect(fromWireMessage(toWireMessage(message), 'me').payload).toEqual(message.payload);
    }
    const merger = factory.createMerger({
      ...c2c,
      payload: { messageList: [sentText('a'), sentText('b', 2)], title: 't', abstractList: ['a'], compatibleText: 'c' },
    });
    const back = fromWireMessage(toWireMessage(merger), 'me').payload as MergerPayload;
    expect(back).toMatchObject({ title: 't', abstractList: ['a'], compatibleText: 'c', messageNumber: 2, downloadKey: '' });
    expect(back.messageList.map((message) => message.payload)).toEqual([{ text: 'a' }, { text: 'b' }]);
    expect(
      [MessageType.FACE, MessageType.LOCATION, MessageType.MERGER].map((type) =>
        messageForShow({ type, payload: { text: '' }, isRevoked: false }),
      ),
    ).toEqual(['[动画表情]', '[位置]', '[聊天记录]']);
  });

  it('merges sent messages only: not an empty list, one not sent yet, or a tip', () => {
    expect(codeOf(() => factory.createMerger({ ...c2c, payload: { messageList: [] } }))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(
      codeOf(() =>
        factory.createMerger({ ...c2c, payload: { messageList: [factory.createText({ ...c2c, payload: { text: 'unsent' } })] } }),
      ),
    ).toBe(ErrorCode.INVALID_PARAMETER);
    expect(
      codeOf(() => factory.createMerger({ ...c2c, payload: { messageList: [{ ...sentText('x'), type: MessageType.GROUP_TIP }] } })),
    ).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('forwards a copy (later edits of the original do not follow) but never a group tip or notice', () => {
    const original = sentText('hello');
    const forward = factory.createForward({ to: 'other', conversationType: ConversationType.C2C, payload: original });
    expect(forward).toMatchObject({
      type: MessageType.TEXT,
      to: 'other',
      conversationID: 'C2Cother',
      status: 'unsend',
      payload: { text: 'hello' },
    });
    (original.payload as { text: string }).text = 'changed';
    expect(forward.payload).toEqual({ text: 'hello' });
    expect(codeOf(() => factory.createForward({ ...c2c, payload: { ...original, type: MessageType.GROUP_TIP } }))).toBe(
      ErrorCode.MESSAGE_FORWARD_TYPE_INVALID,
    );
    expect(codeOf(() => factory.createForward({ ...c2c, payload: { ...original, type: MessageType.GROUP_SYSTEM_NOTICE } }))).toBe(
      ErrorCode.MESSAGE_FORWARD_TYPE_INVALID,
    );
  });

  it('sends to at most 50 specified receivers, in groups only', () => {
    const group = { to: 'g1', conversationType: ConversationType.GROUP } as const;
    const ids = (count: number) => Array.from({ length: count }, (_, index) => String(index));
    expect(factory.createText({ ...group, payload: { text: 'x' }, receiverList: ids(50) }).receiverList).toHaveLength(50);
    expect(codeOf(() => factory.createText({ ...group, payload: { text: 'x' }, receiverList: ids(51) }))).toBe(ErrorCode.INVALID_PARAMETER);
    expect(codeOf(() => factory.createText({ ...c2c, payload: { text: 'x' }, receiverList: ['1'] }))).toBe(ErrorCode.INVALID_PARAMETER);
  });
});

describe('the messages module (spec 001 §5, §7, §9)', () => {
  it('keeps a merged list of at most 11,264 bytes inline, without loading anything', async () => {
    const { module, requests } = moduleWith(() => ({}));
    const list = [sentText('x'.repeat(mergerInlineBytes - 200))];
    expect(encodeMergerList(list.map(toWireMessage)).length).toBeLessThanOrEqual(mergerInlineBytes);
    const merger = factory.createMerger({ ...c2c, payload: { messageList: list } });
    await module.storeMergerListIfLarge(merger);
    expect(requests).toEqual([]);
    expect((merger.payload as MergerPayload).downloadKey).toBe('');
  });

  it('refuses to download another kind of message or one without a key, and reports a refused download', async () => {
    const { module } = moduleWith(() => {
      throw Object.assign(new Error('no'), { code: 10004 });
    });
    await expect(module.downloadMergerMessage(sentText('x'))).rejects.toMatchObject({ code: ErrorCode.MESSAGE_MERGER_TYPE_INVALID });
    const merger = factory.createMerger({ ...c2c, payload: { messageList: [sentText('x')] } });
    await expect(module.downloadMergerMessage(merger)).rejects.toMatchObject({ code: ErrorCode.MESSAGE_MERGER_KEY_INVALID });
    (merger.payload as MergerPayload).downloadKey = 'im-1-0123456789abcdef.merger';
    await expect(module.downloadMergerMessage(merger)).rejects.toMatchObject({ code: ErrorCode.MESSAGE_MERGER_DOWNLOAD_FAIL });
  });

  it('hops with one more than asked (at most 15), oldest first, and says where the next page starts', async () => {
    const wire = [5, 4, 3, 2].map((sequence) => ({ ...toWireMessage(sentText(`m${sequence}`, sequence)), sequence }));
    const { module, requests } = moduleWith(() => ({ moreMessages: encodeMoreMessagesResponse({ messageList: encodeMergerList(wire) }) }));
    const hop = (index: number) => decodeMoreMessagesRequest(requests[index].body!.moreMessages!);
    const page = await module.getMessageListHopping({ conversationID: 'GROUPg1', sequence: 5, count: 3 });
    expect(requests[0].command).toBe('roaming.hop');
    expect(hop(0)).toMatchObject({ conversationType: 2, peer: 'g1', count: 4, sequence: 5, direction: 0 });
    expect(page.messageList.map((message) => message.sequence)).toEqual([3, 4, 5]);
    expect(page).toMatchObject({ isCompleted: false, nextMessageSeq: 2 });
    await module.getMessageListHopping({ conversationID: 'C2Cpeer', time: 99, count: 40 });
    expect(hop(1)).toMatchObject({ conversationType: 1, peer: 'peer', count: 16, time: 99 });
    await expect(module.getMessageListHopping({ conversationID: 'GROUPg1', direction: 2 })).rejects.toMatchObject({
      code: ErrorCode.INVALID_PARAMETER,
    });
    await expect(module.getMessageListHopping({ conversationID: 'nonsense' })).rejects.toMatchObject({
      code: ErrorCode.INVALID_CONVERSATION_ID,
    });
  });

  it('translates through translate.text (source auto by default); any refusal is TRANSLATE_TEXT_FAIL', async () => {
    const { module, requests } = moduleWith((command) =>
      command === 'translate.text' ? { moreMessages: encodeMoreMessagesResponse({ translatedTextList: ['Gol'] }) } : {},
    );
    expect(await module.translateText({ sourceTextList: ['进球了'], targetLanguage: 'pt' })).toEqual({ translatedTextList: ['Gol'] });
    expect(decodeMoreMessagesRequest(requests[0].body!.moreMessages!)).toMatchObject({
      sourceTextList: ['进球了'],
      source: 'auto',
      target: 'pt',
    });
    await expect(module.translateText({ sourceTextList: [], targetLanguage: 'pt' })).rejects.toMatchObject({
      code: ErrorCode.INVALID_PARAMETER,
    });
    const refusing = moduleWith(() => {
      throw Object.assign(new Error('no phrase'), { code: 80005 });
    });
    await expect(refusing.module.translateText({ sourceTextList: ['x'], targetLanguage: 'pt' })).rejects.toMatchObject({
      code: ErrorCode.TRANSLATE_TEXT_FAIL,
    });
  });
});
