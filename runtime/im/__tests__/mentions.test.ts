import { describe, expect, it } from 'vitest';
import { ErrorCode, ImError } from '../errors.ts';
import { MessageFactory } from '../messages/message-factory.ts';
import { fromWireMessage, toWireMessage } from '../messages/wire-message.ts';
import { atAllUserId, decodeAtList, encodeAtList } from '../protocol/mentions.ts';
import { ConversationType, type TextPayload } from '../types.ts';

const factory = new MessageFactory(
  () => ({ userID: 'me', nick: 'Me', avatar: '' }),
  () => 1_000_000,
);

describe('group mentions (createTextAtMessage)', () => {
  it('sends the @ list in the text element and reads it back on the other side; a plain text carries none', () => {
    const message = factory.createTextAt({
      to: 'g1',
      conversationType: ConversationType.GROUP,
      payload: { text: '@Ana @all 进球', atUserList: ['7', atAllUserId, '7'] },
    });
    expect(message.payload).toEqual({ text: '@Ana @all 进球', atUserList: ['7', atAllUserId] });
    const wire = toWireMessage(message);
    expect(wire.elements).toEqual([{ type: 'TIMTextElem', text: '@Ana @all 进球', data: JSON.stringify(['7', atAllUserId]) }]);
    expect((fromWireMessage({ ...wire, sequence: 3 }, '7').payload as TextPayload).atUserList).toEqual(['7', atAllUserId]);

    const plain = toWireMessage(factory.createText({ to: 'g1', conversationType: ConversationType.GROUP, payload: { text: 'hi' } }));
    expect(plain.elements?.[0].data).toBe('');
    expect(fromWireMessage({ ...plain, sequence: 4 }, '7').payload).toEqual({ text: 'hi' });
  });

  it('refuses a C2C at message and keeps a broken or hostile list from the wire out', () => {
    const refused = (() => {
      try {
        factory.createTextAt({ to: '7', conversationType: ConversationType.C2C, payload: { text: 'x', atUserList: ['7'] } });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ImError);
    expect((refused as ImError).code).toBe(ErrorCode.INVALID_PARAMETER);
    for (const data of ['{', '{"a":1}', '[1,2]', '"7"', '']) expect(decodeAtList(data), data).toEqual([]);
    expect(decodeAtList(encodeAtList(Array.from({ length: 40 }, (_, i) => String(i))))).toHaveLength(30);
  });
});
