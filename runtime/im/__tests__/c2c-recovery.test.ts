import { describe, expect, it } from 'vitest';
import type { ChatContext } from '../core/chat-context.ts';
import { Emitter } from '../core/emitter.ts';
import { ConversationStore, emptyConversation, lastMessageOf } from '../conversations/conversation-store.ts';
import { ImEvent, type ImEventMap } from '../events.ts';
import { C2cRecovery, maxTimeGapSeconds, minTimeGapSeconds } from '../messages/module/c2c-recovery.ts';
import { MessageList } from '../messages/message-list.ts';
import { fromWireMessage } from '../messages/wire-message.ts';
import type { FrameBody, WireMessage } from '../protocol/codec.ts';

const base = 1_790_000_000;
const wire = (sequence: number): WireMessage => ({
  conversationType: 1,
  from: 'u2',
  to: 'me',
  sequence,
  random: sequence,
  time: base + sequence,
  elements: [{ type: 'TIMTextElem', text: `m${sequence}` }],
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * One C2C conversation with u2: the SDK holds messages 1..`localNewest`; the server holds `held` and answers `roaming`
 * the way server/im/commands/history-commands.ts does (before `sequence`, newest first, `complete` once nothing older
 * is left). The conversation list says the server's last message is `gap` seconds newer than the newest held.
 */
function conversationWithGap(gap: number, { localNewest = 10, held = range(1, 40) } = {}) {
  const requests: { command: string; before: number; count: number }[] = [];
  const lists = new Map<string, MessageList>();
  const listOf = (id: string) => lists.get(id) ?? lists.set(id, new MessageList(5000)).get(id)!;
  const conversations = new ConversationStore(() => undefined);
  const emitter = new Emitter<ImEventMap>();
  const received: number[][] = [];
  emitter.on(ImEvent.MESSAGE_RECEIVED, (messages) => received.push(messages.map((m) => m.sequence)));
  for (const sequence of range(1, localNewest)) listOf('C2Cu2').upsert(fromWireMessage(wire(sequence), 'me'));
  const remoteLast = fromWireMessage({ ...wire(held.at(-1) ?? 0), time: base + localNewest + gap }, 'me');
  conversations.applyServerList([{ ...emptyConversation('C2Cu2'), lastMessage: lastMessageOf(remoteLast) }], true);
  const request = async (command: string, body?: FrameBody) => {
    const before = body?.roamingRequest?.sequence ?? 0;
    const count = body?.roamingRequest?.count ?? 15;
    requests.push({ command, before, count });
    const older = held.filter((sequence) => !before || sequence < before).reverse();
    return { roamingResponse: { messages: older.slice(0, count).map(wire), complete: older.length <= count } };
  };
  const context = {
    conversations,
    emitter,
    listOf,
    self: () => ({ userID: 'me', nick: '', avatar: '' }),
    request,
  } as unknown as ChatContext;
  return { recovery: new C2cRecovery(context, { fromWireMessage }), requests, received, listOf, conversations };
}

describe('C2C recovery by time gap (spec 001 §4 Connection: 1 to 600 s)', () => {
  it('keeps the spec bounds', () => {
    expect([minTimeGapSeconds, maxTimeGapSeconds]).toEqual([1, 600]);
  });

  it('does nothing when the newest message held is the server last (gap 0) or newer', async () => {
    for (const gap of [0, -5]) {
      const chat = conversationWithGap(gap);
      await chat.recovery.recover();
      expect(chat.requests).toEqual([]);
      expect(chat.received).toEqual([]);
    }
  });

  it('reads back from the server last message down to the newest held, for gaps of 1 and of 600 s', async () => {
    for (const gap of [1, 600]) {
      const chat = conversationWithGap(gap);
      await chat.recovery.recover();
      // Roaming pages of 15, newest first: 40..26, 25..11, then the page that reaches the newest held (10).
      expect(chat.requests).toEqual([
        { command: 'roaming', before: 0, count: 15 },
        { command: 'roaming', before: 26, count: 15 },
        { command: 'roaming', before: 11, count: 15 },
      ]);
      expect(chat.received).toEqual([range(11, 40)]);
      expect(chat.listOf('C2Cu2').messages.map((m) => m.sequence)).toEqual(range(1, 40));
      expect(chat.conversations.get('C2Cu2')?.lastMessage?.lastSequence).toBe(40);
    }
  });

  it('stops when the server says complete, even before the newest held', async () => {
    const chat = conversationWithGap(30, { held: range(21, 40) });
    await chat.recovery.recover();
    expect(chat.requests.map((r) => r.before)).toEqual([0, 26]);
    expect(chat.received).toEqual([range(21, 40)]);
  });

  it('leaves a gap over 600 s to getMessageList', async () => {
    const chat = conversationWithGap(601);
    await chat.recovery.recover();
    expect(chat.requests).toEqual([]);
    expect(chat.listOf('C2Cu2').messages).toHaveLength(10);
  });

  it('skips a conversation whose messages are not held (never opened)', async () => {
    const chat = conversationWithGap(30, { localNewest: 0 });
    await chat.recovery.recover();
    expect(chat.requests).toEqual([]);
  });
});
