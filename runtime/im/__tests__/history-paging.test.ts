import { describe, expect, it } from 'vitest';
import type { ChatContext } from '../core/chat-context.ts';
import { MessageList } from '../messages/message-list.ts';
import { MessageHistory } from '../messages/module/message-history.ts';
import { fromWireMessage } from '../messages/wire-message.ts';
import type { FrameBody, WireMessage } from '../protocol/codec.ts';

const wire = (sequence: number): WireMessage => ({
  conversationType: 1,
  from: 'u2',
  to: 'me',
  sequence,
  random: sequence,
  time: 1_790_000_000 + sequence,
  elements: [{ type: 'TIMTextElem', text: `m${sequence}` }],
});

/**
 * One SDK's history paging over a server holding two messages with u2 (all of its history: `complete`). `logout`
 * does what the client does at a logout: every message list emptied, the history reset.
 */
function pager() {
  const lists = new Map<string, MessageList>();
  const listOf = (id: string) => lists.get(id) ?? lists.set(id, new MessageList(100)).get(id)!;
  const all = () => ({ roamingResponse: { messages: [wire(2), wire(1)], complete: true } });
  let held: ((answer: object) => void) | undefined;
  const asked: string[] = [];
  const request = (command: string, _body?: FrameBody) => {
    asked.push(command);
    return held ? new Promise<object>((resolve) => (held = resolve)) : Promise.resolve(all());
  };
  const context = { listOf, self: () => ({ userID: 'me', nick: '', avatar: '' }), request } as unknown as ChatContext;
  const service = new MessageHistory(context, fromWireMessage);
  const texts = async () =>
    (await service.getMessageList({ conversationID: 'C2Cu2' })).messageList.map((m) => (m.payload as { text: string }).text);
  return {
    service,
    asked,
    texts,
    /** The next answer waits until the function returned is called. */
    hold: () => {
      held = () => undefined;
      return () => {
        const resolve = held!;
        held = undefined;
        resolve(all());
      };
    },
    logout: () => {
      lists.clear();
      service.reset();
    },
  };
}

describe('history paging across a logout (spec 001 §4 Message life cycle)', () => {
  it('asks the server again after logging in again: a history that was complete is not "complete and empty" now', async () => {
    const chat = pager();
    expect(await chat.texts()).toEqual(['m1', 'm2']);
    expect(await chat.texts()).toEqual(['m1', 'm2']);
    expect(chat.asked).toEqual(['roaming']);
    chat.logout();
    const again = await chat.service.getMessageList({ conversationID: 'C2Cu2' });
    expect(again.messageList.map((m) => m.sequence)).toEqual([1, 2]);
    expect(again.isCompleted).toBe(true);
    expect(chat.asked).toEqual(['roaming', 'roaming']);
  });

  it('drops an answer that arrives after a logout: the page is empty and not complete, and the next login asks again', async () => {
    const chat = pager();
    const release = chat.hold();
    const pending = chat.service.getMessageList({ conversationID: 'C2Cu2' });
    chat.logout();
    release();
    expect(await pending).toEqual({ messageList: [], nextReqMessageID: '', isCompleted: false });
    expect(await chat.texts()).toEqual(['m1', 'm2']);
  });
});
