import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImEvent } from '../../events.ts';
import type { WireConversation } from '../../protocol/codec.ts';
import { ChatSdk } from '../../sdk.ts';
import { scriptedSockets } from '../../__tests__/scripted-socket.ts';
import { conversationListOf } from '../use-conversation-list.ts';

const settle = () => vi.advanceTimersByTimeAsync(0);
const wireConversation = (peer: string, time: number): WireConversation => ({
  type: 1,
  peer,
  lastMessage: { conversationType: 1, from: peer, to: 'me', sequence: 1, random: 1, time, elements: [{ type: 'TIMTextElem', text: 'hi' }] },
});

/** A logged-in SDK over a scripted socket whose first conversation page (20 of a longer list) has just arrived. */
async function sdkWithFirstPage() {
  const { sockets, createSocket } = scriptedSockets();
  const sdk = new ChatSdk({ SDKAppID: 1400000001, server: 'https://chat.example.com', createSocket });
  const announced: number[] = [];
  sdk.on(ImEvent.CONVERSATION_LIST_UPDATED, (list) => announced.push(list.length));
  // Login resolves once the whole list is in; the test ends before that, and destroying the SDK refuses it.
  void sdk.login({ userID: 'me', userSig: 'sig' }).catch(() => undefined);
  sockets[0].open();
  sockets[0].answer('login', { loginResponse: { a2Key: 'key', tinyId: 'tiny', helloInterval: 120, nick: 'Me' } });
  await settle();
  const firstPage = Array.from({ length: 20 }, (_, i) => wireConversation(`peer${i}`, 1_790_000_500 - i));
  sockets[0].answer('conversation.list', { conversationListResponse: { conversations: firstPage, completeFlag: 0, startIndex: 20 } });
  await settle();
  return { sdk, sockets, announced };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_790_000_000_000 });
});
afterEach(() => vi.useRealTimers());

describe('the conversation list a screen draws (runtime/im/react)', () => {
  it('is the first page the SDK holds for a screen that starts listening after it was announced, before SDK_READY', async () => {
    const { sdk, sockets, announced } = await sdkWithFirstPage();
    expect(announced).toEqual([20]);
    // The second page arrives within the second: its announcement waits for the once-a-second limit (spec 001 §9).
    sockets[0].answer('conversation.list', {
      conversationListResponse: { conversations: [wireConversation('older', 1_790_000_000)], completeFlag: 0, startIndex: 21 },
    });
    await settle();
    expect(announced).toEqual([20]);
    expect(sdk.isReady()).toBe(false);
    const drawn = conversationListOf(sdk);
    expect(drawn.map((c) => c.conversationID)).toEqual([...Array.from({ length: 20 }, (_, i) => `C2Cpeer${i}`), 'C2Colder']);
    // useSyncExternalStore asks again on every render: the same array until something is announced.
    expect(conversationListOf(sdk)).toBe(drawn);
    await sdk.destroy();
  });

  it('is empty, and the same empty array, while the SDK holds no conversation', () => {
    const sdk = new ChatSdk({ SDKAppID: 1400000001, server: 'https://chat.example.com', createSocket: scriptedSockets().createSocket });
    expect(conversationListOf(sdk)).toEqual([]);
    expect(conversationListOf(sdk)).toBe(conversationListOf(sdk));
  });
});
