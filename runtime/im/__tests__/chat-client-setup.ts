import { vi } from 'vitest';
import { ChatClient } from '../chat-client.ts';
import type { ChatOptions } from '../chat-options.ts';
import type { WireConversation, WireMessage } from '../protocol/codec.ts';
import { scriptedSockets } from './scripted-socket.ts';

export const SDKAppID = 1400000001;
/** Where the conversation cache of the user `me` is kept. */
export const cacheKey = `sideline-im-${SDKAppID}-me-conversations`;
export const settle = () => vi.advanceTimersByTimeAsync(0);

/** A ChatClient over scripted sockets; `login` opens the first socket and answers the login. */
export function client(options: Partial<ChatOptions> = {}) {
  const { sockets, createSocket } = scriptedSockets();
  const warnings: string[] = [];
  const chat = new ChatClient({
    SDKAppID,
    server: 'https://chat.example.com',
    createSocket,
    logSink: (level, message) => level === 'warn' && warnings.push(message),
    ...options,
  });
  const login = async () => {
    const done = chat.session.login({ userID: 'me', userSig: 'sig' });
    sockets[0].open();
    sockets[0].answer('login', { loginResponse: { a2Key: 'key', tinyId: 'tiny', helloInterval: 120, nick: 'Me' } });
    await settle();
    return done;
  };
  return { chat, sockets, warnings, login };
}

export const roomMessage = (sequence: number): WireMessage => ({
  conversationType: 2,
  from: 'fan',
  to: 'live_1',
  sequence,
  random: sequence,
  time: 1_790_000_000 + sequence,
  elements: [{ type: 'TIMTextElem', text: `m${sequence}` }],
});
export const c2cMessage = (inboxSequence: number): WireMessage => ({
  conversationType: 1,
  from: 'u2',
  to: 'me',
  sequence: inboxSequence,
  inboxSequence,
  random: inboxSequence,
  time: 1_790_000_000 + inboxSequence,
  elements: [{ type: 'TIMTextElem', text: 'hi' }],
});
export const wireConversation = (peer: string, time: number): WireConversation => ({
  type: 1,
  peer,
  lastMessage: { ...c2cMessage(time), from: peer, time },
});

/** A client logged in with its list loaded, in live room live_1: its type known, as after a join. */
export async function inLiveRoom() {
  const { chat, sockets, login } = client();
  void login();
  await settle();
  sockets[0].answer('conversation.list', { conversationListResponse: { completeFlag: 1 } });
  await settle();
  // An unknown group's messages would be held while it is probed.
  (chat as unknown as { groupTypes: Map<string, string> }).groupTypes.set('live_1', 'AVChatRoom');
  return { chat, sockets };
}
