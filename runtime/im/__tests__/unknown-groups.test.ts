import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatClient } from '../chat-client.ts';
import { ImEvent } from '../events.ts';
import { UnknownGroupProbe } from '../groups/module/unknown-groups.ts';
import type { WireMessage } from '../protocol/codec.ts';
import { decodeGroupRequest, encodeGroupResponse } from '../protocol/group-codec.ts';
import type { Message } from '../types.ts';
import { scriptedSockets } from './scripted-socket.ts';

/**
 * Spec 001 §5 "A group message or tip for an unknown group is cached and the group probed up to 4 times, then
 * dropped", §9 "Group tip cache re-check: 4 times": the chat client over a scripted socket, on the test clock.
 */
const settle = () => vi.advanceTimersByTimeAsync(0);
const group = '@TGS#fans';
const groupMessage = (sequence: number, to = group): WireMessage => ({
  conversationType: 2,
  from: 'fan',
  to,
  sequence,
  random: sequence,
  time: 1_790_000_000 + sequence,
  elements: [{ type: 'TIMTextElem', text: `m${sequence}` }],
});

async function loggedInClient() {
  const { sockets, createSocket } = scriptedSockets();
  const warnings: string[] = [];
  const chat = new ChatClient({
    SDKAppID: 1400000001,
    server: 'https://chat.example.com',
    createSocket,
    logSink: (level, message) => level === 'warn' && warnings.push(message),
  });
  const done = chat.session.login({ userID: 'me', userSig: 'sig' });
  sockets[0].open();
  sockets[0].answer('login', { loginResponse: { a2Key: 'key', tinyId: 'tiny', helloInterval: 120, nick: 'Me' } });
  await settle();
  sockets[0].answer('conversation.list', { conversationListResponse: { completeFlag: 1 } });
  await settle();
  await done;
  const received: Message[] = [];
  chat.emitter.on(ImEvent.MESSAGE_RECEIVED, (messages) => received.push(...messages));
  const socket = sockets[0];
  /** The groups each group.profile request asked for, in order. */
  const probes = () =>
    socket.written.filter((frame) => frame.header?.command === 'group.profile').map((frame) => decodeGroupRequest(frame.group!).groupIds);
  /**
   * Pushes group messages. They pass the group service's recovery first, then an unknown group's load the groups
   * module: two imports, not timed by the test clock, awaited in that order.
   */
  const push = async (messages: WireMessage[]) => {
    socket.push('push.message', { messagePush: { messages } });
    await chat.modules.groupService();
    await settle();
    await chat.modules.groupModule();
    await settle();
  };
  return { chat, socket, received, warnings, probes, push };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_790_000_000_000 });
});
afterEach(() => vi.useRealTimers());

describe('messages of an unknown group (spec 001 §5, §9)', () => {
  it("holds them while the group is probed, and delivers them as the group's once its profile answers", async () => {
    const { chat, socket, received, probes, push } = await loggedInClient();
    await push([groupMessage(1), groupMessage(2)]);
    expect(received).toEqual([]);
    expect(probes()).toEqual([[group]]);
    socket.answer('group.profile', {
      group: encodeGroupResponse({
        groups: [{ groupId: group, type: 'Public', name: '球迷群', selfInfo: { userId: 'me', role: 'Member' } }],
      }),
    });
    await settle();
    expect(received.map((message) => message.sequence)).toEqual([1, 2]);
    // Kept and counted as a created group's, not a live room's.
    expect(chat.conversations.get(`GROUP${group}`)).toMatchObject({ groupType: 'Public', unreadCount: 2 });
    // The group is known now: its next message goes straight through.
    await push([groupMessage(3)]);
    expect(received.map((message) => message.sequence)).toEqual([1, 2, 3]);
    expect(probes()).toHaveLength(1);
    chat.destroy();
  });

  it('probes a group that cannot be read 4 times, 5 s apart, then drops its messages', async () => {
    const { chat, socket, received, warnings, probes, push } = await loggedInClient();
    await push([groupMessage(1)]);
    for (let probe = 1; probe <= UnknownGroupProbe.attempts; probe++) {
      expect(probes()).toHaveLength(probe);
      socket.answer('group.profile', {
        group: encodeGroupResponse({ groups: [{ groupId: group, errorCode: 10010, errorInfo: 'no such group' }] }),
      });
      await settle();
      await vi.advanceTimersByTimeAsync(4999);
      expect(probes()).toHaveLength(probe);
      await vi.advanceTimersByTimeAsync(1);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes()).toHaveLength(4);
    expect(received).toEqual([]);
    expect(chat.conversations.get(`GROUP${group}`)).toBeUndefined();
    expect(warnings).toContain(`chat: dropped 1 messages of ${group}, a group still unknown after 4 probes`);
    chat.destroy();
  });

  it('delivers what it holds without probing again once the group is learnt meanwhile (listed)', async () => {
    const { chat, socket, received, probes, push } = await loggedInClient();
    await push([groupMessage(1)]);
    socket.answer('group.profile', {}, 10010);
    await settle();
    const groups = await chat.modules.groupModule();
    const listing = groups.getGroupList();
    await settle();
    socket.answer('group.list', {
      group: encodeGroupResponse({
        groups: [{ groupId: group, type: 'Public', selfInfo: { userId: 'me', role: 'Member' } }],
        complete: true,
      }),
    });
    await listing;
    expect(received.map((message) => message.sequence)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes()).toHaveLength(1);
    chat.destroy();
  });

  it('passes the messages of joined rooms, topics and groups with a conversation straight through', async () => {
    const { chat, received, probes, push } = await loggedInClient();
    (chat as unknown as { groupTypes: Map<string, string> }).groupTypes.set('live_1', 'AVChatRoom');
    await push([groupMessage(1, 'live_1'), groupMessage(1, '@TGS#_fans@TOPIC#_derby')]);
    expect(received.map((message) => message.to)).toEqual(['live_1', '@TGS#_fans@TOPIC#_derby']);
    expect(probes()).toEqual([]);
    chat.destroy();
  });
});
