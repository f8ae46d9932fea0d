import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireElement } from '../../runtime/im/protocol/codec.ts';
import { decodeGroupResponse, encodeGroupRequest } from '../../runtime/im/protocol/group-codec.ts';
import { decodeMoreMessagesResponse, encodeMoreMessagesRequest } from '../../runtime/im/protocol/message-codec.ts';
import { chatUser, loggedIn, type RawImClient } from './im-test-client.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

/** The gateway's own checks of the new message kinds and commands (spec 001 §5, §7, §8), whatever a client sends. */
describe.each(backends)('IM messages, more: server checks on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let alice: RawImClient;
  let bob: RawImClient;
  let bobId = '';
  let groupId = '';
  let random = 5000;
  const send = (command: 'c2c.send' | 'group.send', to: string, elements: WireElement[], extra: { receiverList?: string[] } = {}) =>
    alice.request(command, { sendMessageRequest: { message: { to, random: ++random, elements, ...extra } } });
  const merger = (messageList: { elements: WireElement[] }[], downloadKey = ''): WireElement => ({
    type: 'TIMRelayElem',
    data: JSON.stringify({ title: '记录', messageNumber: messageList.length, downloadKey }),
    messageList,
  });
  const location = (longitude: number, latitude: number): WireElement => ({
    type: 'TIMLocationElem',
    data: JSON.stringify({ description: 'x', longitude, latitude }),
  });
  const translate = (sourceTextList: string[], source: string, target: string) =>
    bob.request('translate.text', { moreMessages: encodeMoreMessagesRequest({ sourceTextList, source, target }) });

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    const a = await chatUser(server, 'moreal');
    const b = await chatUser(server, 'morebo');
    bobId = b.id;
    [alice, bob] = [await loggedIn(server, a), await loggedIn(server, b)];
    const created = await alice.request('group.create', {
      group: encodeGroupRequest({ profile: { type: 'Public', name: '球迷' }, userIds: [b.id] }),
    });
    groupId = decodeGroupResponse(created.group!).groupId!;
  });
  afterAll(async () => {
    alice.close();
    bob.close();
    await server.close();
  });

  it('refuses a location off the globe, a face without its index, broken JSON and a merged message with neither list nor key (10004)', async () => {
    expect((await send('c2c.send', bobId, [location(181, 0)])).errorCode).toBe(10004);
    expect((await send('c2c.send', bobId, [location(0, -90.5)])).errorCode).toBe(10004);
    expect((await send('c2c.send', bobId, [{ type: 'TIMLocationElem', data: 'not json' }])).errorCode).toBe(10004);
    expect((await send('c2c.send', bobId, [{ type: 'TIMFaceElem', data: JSON.stringify({ index: -1 }) }])).errorCode).toBe(10004);
    expect((await send('c2c.send', bobId, [location(-43.2302, -22.9121)])).errorCode).toBe(0);
    expect((await send('c2c.send', bobId, [merger([])])).errorCode).toBe(10004);
  });

  it('limits an inline merged message to the 12 KB body (80002) and filters the words of its messages (80001)', async () => {
    const long = Array.from({ length: 14 }, (_, index) => ({ elements: [{ type: 'TIMTextElem', text: `${index}${'x'.repeat(1000)}` }] }));
    expect((await send('c2c.send', bobId, [merger(long)])).errorCode).toBe(80002);
    expect((await send('c2c.send', bobId, [merger([{ elements: [{ type: 'TIMTextElem', text: '看这个 badword' }] }])])).errorCode).toBe(
      80001,
    );
    expect((await send('c2c.send', bobId, [merger([{ elements: [{ type: 'TIMTextElem', text: '' }] }])])).errorCode).toBe(10004);
  });

  it('accepts only download keys of merged lists of this server that the sender may read', async () => {
    expect((await send('c2c.send', bobId, [merger([], 'im-1-0123456789abcdef.merger')])).errorCode).toBe(10004);
    expect((await send('c2c.send', bobId, [merger([], 'https://evil.example/list')])).errorCode).toBe(10004);
    const download = await bob.request('merger.download', {
      moreMessages: encodeMoreMessagesRequest({ downloadKey: 'im-1-0123456789abcdef.merger' }),
    });
    expect(download.errorCode).toBe(10004);
  });

  it('sends to at most 50 specified members of a created group, never in a live room', async () => {
    const many = Array.from({ length: 51 }, (_, index) => String(index + 1));
    expect((await send('group.send', groupId, [{ type: 'TIMTextElem', text: 'x' }], { receiverList: many })).errorCode).toBe(10004);
    expect((await send('group.send', groupId, [{ type: 'TIMTextElem', text: 'x' }], { receiverList: ['424242'] })).errorCode).toBe(10004);
    const room = await alice.request('group.create', { group: encodeGroupRequest({ profile: { type: 'AVChatRoom', name: '直播' } }) });
    const roomId = decodeGroupResponse(room.group!).groupId!;
    expect((await send('group.send', roomId, [{ type: 'TIMTextElem', text: 'x' }], { receiverList: [bobId] })).errorCode).toBe(10004);
    expect((await send('group.send', groupId, [{ type: 'TIMTextElem', text: '只给你' }], { receiverList: [bobId, bobId] })).errorCode).toBe(
      0,
    );
  });

  it('hops only in direction 0 or 1', async () => {
    const hop = (direction: number) =>
      bob.request('roaming.hop', {
        moreMessages: encodeMoreMessagesRequest({ conversationType: 2, peer: groupId, direction, sequence: 1 }),
      });
    expect((await hop(2)).errorCode).toBe(10004);
    expect((await hop(1)).errorCode).toBe(0);
  });

  it('translates from the phrasebook; 10004 for unknown languages or too many texts, 80005 for a text it lacks', async () => {
    const ok = await translate(['Gol', 'OLÁ'], 'pt', 'zh');
    expect(decodeMoreMessagesResponse(ok.moreMessages!).translatedTextList).toEqual(['进球了', '你好']);
    expect((await translate(['Gol'], 'pt', 'de')).errorCode).toBe(10004);
    expect((await translate(['Gol'], 'fr', 'zh')).errorCode).toBe(10004);
    expect((await translate([], 'auto', 'zh')).errorCode).toBe(10004);
    expect(
      (
        await translate(
          Array.from({ length: 21 }, () => 'Gol'),
          'auto',
          'zh',
        )
      ).errorCode,
    ).toBe(10004);
    const missing = await translate(['Gol', 'Messi é o melhor'], 'auto', 'zh');
    expect(missing.errorCode).toBe(80005);
    expect(missing.errorInfo).toContain('Messi é o melhor');
  });
});
