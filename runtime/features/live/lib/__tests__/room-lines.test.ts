import { describe, expect, it } from 'vitest';
import { applyRoomEvents, eventOfHistory, eventOfMessage, initialRoomChat, roomChatReducer, type RoomMessageInput } from '../room-lines.ts';

const custom = (data: unknown, random = 1): RoomMessageInput => ({
  type: 'TIMCustomElem',
  payload: { data: typeof data === 'string' ? data : JSON.stringify(data) },
  nick: '',
  from: 'administrator',
  to: 'live_101',
  random,
  flow: 'in',
});

describe('room chat: realtime message types of spec 000 §4 as chat lines', () => {
  it('RoomMessage {nick_name, content} is a chat line', () => {
    expect(eventOfMessage(custom({ type: 'RoomMessage', nick_name: '球迷甲', content: '好球' }))).toEqual({
      kind: 'chat',
      key: 'administrator-live_101-1',
      nick: '球迷甲',
      text: '好球',
    });
  });

  it('EnterRoomMessage {nick_name} is "X entered the room"', () => {
    expect(eventOfMessage(custom({ type: 'EnterRoomMessage', nick_name: '小明' }))).toMatchObject({ kind: 'enter', nick: '小明' });
  });

  it('GiftAnimation {nick_name, gift_name, count} is a gift line; a missing or odd count is 1', () => {
    expect(eventOfMessage(custom({ type: 'GiftAnimation', nick_name: 'Lucas', gift_name: '火箭', count: 66 }))).toMatchObject({
      kind: 'gift',
      nick: 'Lucas',
      gift: '火箭',
      count: 66,
    });
    expect(eventOfMessage(custom({ type: 'GiftAnimation', nick_name: 'Lucas', gift_name: '火箭', count: -3 }))).toMatchObject({ count: 1 });
  });

  it('GiftAnimation of the gift call carries the English name too; history gift lines read the same fields', () => {
    expect(
      eventOfMessage(custom({ type: 'GiftAnimation', nick_name: '<b>x</b>', gift_name: '鲜花', gift_name_en: 'Flower', count: 10 })),
    ).toEqual({ kind: 'gift', key: 'administrator-live_101-1', nick: '<b>x</b>', gift: '鲜花', giftEn: 'Flower', count: 10 });
    expect(
      eventOfHistory({
        id: 9,
        nick_name: 'Ana',
        type: 'GiftAnimation',
        content: '火箭 x66',
        gift_name: '火箭',
        gift_name_en: 'Rocket',
        count: 66,
      }),
    ).toEqual({ kind: 'gift', key: 'history-9', nick: 'Ana', gift: '火箭', giftEn: 'Rocket', count: 66 });
  });

  it('AttentAnchor {nick_name} is "X followed the anchor", live and from the history', () => {
    expect(eventOfMessage(custom({ type: 'AttentAnchor', nick_name: '小明', anchorid: 1 }))).toMatchObject({
      kind: 'follow',
      nick: '小明',
    });
    expect(eventOfHistory({ id: 3, nick_name: '小明', type: 'AttentAnchor', content: '' })).toMatchObject({ kind: 'follow', nick: '小明' });
    expect(eventOfMessage(custom({ type: 'AttentAnchor' }))).toBeNull();
  });

  it('Banuser {uid, nick_name, duration} is a notice of the ban (0 lifts it), clearChatList clears the list', () => {
    expect(eventOfMessage(custom({ type: 'Banuser', uid: '42', nick_name: '捣乱的', duration: 3600 }))).toEqual({
      kind: 'banned',
      key: 'administrator-live_101-1',
      nick: '捣乱的',
      uid: '42',
      duration: 3600,
    });
    expect(eventOfMessage(custom({ type: 'Banuser', uid: '42', nick_name: '捣乱的', duration: 0 }))).toMatchObject({
      kind: 'banned',
      duration: 0,
    });
    expect(eventOfMessage(custom({ type: 'Banuser', nick_name: '捣乱的', duration: 'forever' }))).toMatchObject({ uid: '', duration: 0 });
    expect(eventOfMessage(custom({ type: 'clearChatList' }))).toMatchObject({ kind: 'clear' });
  });

  it("a manager's changes are notices: changeRoomTitle, changePubConfig (slow mode) and RoomNotifyTypeSetManager", () => {
    expect(eventOfMessage(custom({ type: 'changeRoomTitle', liveid: 101, title: '决赛之夜', uid: '7', nick_name: '房管小王' }))).toEqual({
      kind: 'title',
      key: 'administrator-live_101-1',
      nick: '房管小王',
      title: '决赛之夜',
    });
    expect(eventOfMessage(custom({ type: 'changeRoomTitle', title: '' }))).toBeNull();
    expect(eventOfMessage(custom({ type: 'changePubConfig', slow_mode: 10, nick_name: '房管小王' }))).toMatchObject({
      kind: 'slowMode',
      seconds: 10,
    });
    expect(eventOfMessage(custom({ type: 'changePubConfig', slow_mode: '10' }))).toMatchObject({ kind: 'slowMode', seconds: 0 });
    expect(eventOfMessage(custom({ type: 'RoomNotifyTypeSetManager', uid: '9', nick_name: 'Ana', manager: 1 }))).toMatchObject({
      kind: 'manager',
      uid: '9',
      nick: 'Ana',
      manager: true,
    });
    expect(eventOfMessage(custom({ type: 'RoomNotifyTypeSetManager', uid: '9', nick_name: 'Ana', manager: 0 }))).toMatchObject({
      manager: false,
    });
    expect(eventOfMessage({ ...custom({ type: 'changeRoomTitle', title: '假标题' }), from: '42' })).toBeNull();
  });

  it("QuizBalanceFinished {home_score, away_score, results} is the settled quiz: the score, the winners, each fan's result", () => {
    const event = custom({
      type: 'QuizBalanceFinished',
      matchid: 7,
      home_score: 2,
      away_score: 1,
      settled: 3,
      results: [
        { uid: '12', hit: 1, payout: 2100 },
        { uid: '13', hit: 2, payout: 0 },
        { uid: 14, hit: 1 },
        'x',
        { uid: '15', hit: 0, payout: -5 },
      ],
    });
    expect(eventOfMessage(event)).toEqual({
      kind: 'quiz',
      key: 'administrator-live_101-1',
      home: 2,
      away: 1,
      hits: 1,
      results: [
        { uid: '12', hit: 1, payout: 2100 },
        { uid: '13', hit: 2, payout: 0 },
        { uid: '15', hit: 0, payout: 0 },
      ],
    });
    expect(eventOfMessage(custom({ type: 'QuizBalanceFinished', home_score: '2' }))).toMatchObject({
      home: 0,
      away: 0,
      hits: 0,
      results: [],
    });
  });

  it('revokeMessage {from, group_id, random} takes the revoked line back', () => {
    const revoke = eventOfMessage(custom({ type: 'revokeMessage', from: '42', group_id: 'live_101', random: 7, sequence: 3 }));
    expect(revoke).toEqual({ kind: 'remove', key: '42-live_101-7' });
    const shown = { kind: 'chat' as const, key: '42-live_101-7', nick: 'n', text: 'oops' };
    expect(applyRoomEvents([shown], [revoke!])).toEqual([]);
  });

  it("realtime messages from anyone but the room's system sender change nothing", () => {
    const forged = (data: unknown): RoomMessageInput => ({ ...custom(data), from: '42' });
    expect(eventOfMessage(forged({ type: 'clearChatList' }))).toBeNull();
    expect(eventOfMessage(forged({ type: 'RoomMessage', nick_name: '房管', content: '假公告' }))).toBeNull();
    expect(eventOfMessage(forged({ type: 'revokeMessage', from: '7', group_id: 'live_101', random: 1 }))).toBeNull();
  });

  it('unknown types, malformed JSON and payloads without their fields are ignored', () => {
    expect(eventOfMessage(custom({ type: 'SendPackage', nick_name: 'x' }))).toBeNull();
    expect(eventOfMessage(custom('{not json'))).toBeNull();
    expect(eventOfMessage(custom('[1,2]'))).toBeNull();
    expect(eventOfMessage(custom({ type: 'RoomMessage', nick_name: 'x', content: { html: '<b>' } }))).toBeNull();
  });

  it("a user's text message is a chat line under their nick (their id when they have none), marked when it is ours", () => {
    const text: RoomMessageInput = {
      type: 'TIMTextElem',
      payload: { text: '<img src=x onerror=alert(1)>' },
      nick: '',
      from: '42',
      to: 'live_101',
      random: 7,
      flow: 'out',
    };
    expect(eventOfMessage(text)).toEqual({
      kind: 'chat',
      key: '42-live_101-7',
      nick: '42',
      text: '<img src=x onerror=alert(1)>',
      mine: true,
      uid: '42',
      vip: false,
    });
  });

  it("marks a VIP's line by the level the server stamped on the message, never by anything the sender wrote", () => {
    const line = (vipLevel: number | undefined, text = '进球了') =>
      eventOfMessage({ type: 'TIMTextElem', payload: { text }, nick: '阿强', from: '42', to: 'live_101', random: 8, flow: 'in', vipLevel });
    expect(line(2)).toMatchObject({ kind: 'chat', vip: true });
    expect(line(0)).toMatchObject({ kind: 'chat', vip: false });
    expect(line(undefined, '[VIP] 进球了')).toMatchObject({ kind: 'chat', vip: false });
  });

  it('history lines are read by their type', () => {
    expect(eventOfHistory({ id: 5, nick_name: '阿强', type: 'RoomMessage', content: '666' })).toEqual({
      kind: 'chat',
      key: 'history-5',
      nick: '阿强',
      text: '666',
    });
    expect(eventOfHistory({ id: 6, nick_name: '阿强', type: 'SendPackage', content: '' })).toBeNull();
  });
});

describe('room chat list', () => {
  const line = (key: string) => ({ kind: 'chat' as const, key, nick: 'n', text: key });

  it('appends in order, skips a line already shown, and clear empties the list before what follows', () => {
    const lines = applyRoomEvents([line('a')], [line('b'), line('a'), { kind: 'clear', key: 'c' }, line('d')]);
    expect(lines.map((l) => l.key)).toEqual(['d']);
    expect(applyRoomEvents([line('a')], [line('b'), line('a')]).map((l) => l.key)).toEqual(['a', 'b']);
  });

  it('keeps only the newest lines', () => {
    const many = Array.from({ length: 10 }, (_, i) => line(String(i)));
    expect(applyRoomEvents([], many, 3).map((l) => l.key)).toEqual(['7', '8', '9']);
  });
});

describe('room chat: history first, then live messages', () => {
  const line = (key: string) => ({ kind: 'chat' as const, key, nick: 'n', text: key });

  it('live messages that arrive before the history are shown after it', () => {
    let state = roomChatReducer(initialRoomChat, { type: 'live', events: [line('live-1')] });
    expect(state.lines).toEqual([]);
    state = roomChatReducer(state, { type: 'history', events: [line('history-1'), line('history-2')] });
    state = roomChatReducer(state, { type: 'live', events: [line('live-2')] });
    expect(state.lines.map((l) => l.key)).toEqual(['history-1', 'history-2', 'live-1', 'live-2']);
  });

  it('a live clearChatList clears the history too', () => {
    let state = roomChatReducer(initialRoomChat, { type: 'history', events: [line('history-1')] });
    state = roomChatReducer(state, { type: 'live', events: [{ kind: 'clear', key: 'x' }, line('live-1')] });
    expect(state.lines.map((l) => l.key)).toEqual(['live-1']);
  });
});
