import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRelationshipRequest } from '../../runtime/im/protocol/relationship-codec.ts';
import { signImUser } from '../security/tokens.ts';
import { loggedIn, nowSeconds } from './im-test-client.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

interface Found {
  list: { id: number; uid: string; nick_name: string }[];
  total: number;
  page: number;
  size: number;
}

/** POST /api/user/searchUsers (docs/api.md "Finding people"): fans by exact ID or nick, minus the blocked either way. */
describe.each(backends)('finding people on $name', ({ databaseUrl }) => {
  let server: TestServer;
  const fans: Record<string, { id: number; token: string }> = {};
  const search = (who: string, keyword: string, page = 1, size = 20) =>
    server.call<Found>('/api/user/searchUsers', { keyword, page, size }, { query: { token: fans[who].token } });
  const block = async (who: string, whom: string) => {
    const id = String(fans[who].id);
    const client = await loggedIn(server, { id, signature: signImUser(server.context.imSecret, id, nowSeconds(server) + 3600) });
    const frame = await client.request('blacklist.add', { relationship: encodeRelationshipRequest({ userIds: [String(fans[whom].id)] }) });
    client.close();
    expect(frame.errorCode ?? 0).toBe(0);
  };

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    const accounts: [string, string][] = [
      ['seeker', '找人的球迷'],
      ['tiger1', '老虎Fan'],
      ['tiger2', '小老虎'],
      ['tiger3', 'TIGER_100%'],
      ['blocker', '老虎拉黑者'],
      ['blocked', '老虎被拉黑'],
    ];
    for (const [account, nick] of accounts) {
      const answer = await server.call<{ token: string; uid: string }>('/webapi/user/regist', {
        account: `us_${account}`,
        password: 'goal2026',
        nick_name: nick,
      });
      expect(answer.status).toBe(0);
      fans[account] = { id: Number(answer.data.uid), token: answer.data.token };
    }
    await block('blocker', 'seeker');
    await block('seeker', 'blocked');
  });
  afterAll(() => server.close());

  it('finds a fan by exact ID, first, and never by part of it', async () => {
    const found = await search('seeker', String(fans.tiger2.id));
    expect(found.status).toBe(0);
    expect(found.data.list[0]).toMatchObject({ id: fans.tiger2.id, uid: String(fans.tiger2.id), nick_name: '小老虎' });
    expect(found.data.list.filter((fan) => fan.id !== fans.tiger2.id).every((fan) => fan.nick_name.includes(String(fans.tiger2.id)))).toBe(
      true,
    );
    expect((await search('seeker', '999999999')).data).toEqual({ list: [], total: 0, page: 1, size: 20 });
  });

  it('finds fans by nick without case, those starting with it first, and never the blocked either way nor oneself', async () => {
    const found = await search('seeker', '老虎');
    expect(found.data.list.map((fan) => fan.nick_name)).toEqual(['老虎Fan', '小老虎']);
    expect(found.data.total).toBe(2);
    expect((await search('seeker', 'tiger')).data.list.map((fan) => fan.nick_name)).toEqual(['TIGER_100%']);
    expect((await search('seeker', '找人的')).data.list).toEqual([]);
    // The blocked fan does not find the one who blocked them either, nor is found by them.
    expect((await search('blocked', '找人的')).data.list).toEqual([]);
    expect((await search('tiger1', '老虎拉黑')).data.list.map((fan) => fan.id)).toEqual([fans.blocker.id]);
  });

  it('treats % and _ as text', async () => {
    expect((await search('seeker', '100%')).data.list.map((fan) => fan.nick_name)).toEqual(['TIGER_100%']);
    expect((await search('seeker', 'R_1')).data.list.map((fan) => fan.nick_name)).toEqual(['TIGER_100%']);
    expect((await search('seeker', 'R%1')).data.list).toEqual([]);
  });

  it('pages, with the total of all matches', async () => {
    const first = await search('tiger3', '老虎', 1, 2);
    const second = await search('tiger3', '老虎', 2, 2);
    expect(first.data.total).toBe(4);
    expect(second.data.total).toBe(4);
    expect([...first.data.list, ...second.data.list].map((fan) => fan.id)).toEqual([
      fans.tiger1.id,
      fans.blocker.id,
      fans.blocked.id,
      fans.tiger2.id,
    ]);
    expect((await search('tiger3', '老虎', 3, 2)).data).toMatchObject({ list: [], total: 4 });
  });

  it('refuses an empty keyword or one wider than a nick (spec 000 §5 width), and a guest', async () => {
    expect((await search('seeker', '   ')).status).toBe(1);
    expect((await search('seeker', '一二三四五六七八九')).status).toBe(1);
    expect((await search('seeker', '一二三四五六七八')).status).toBe(0);
    expect((await search('seeker', 'abcdefghijklmnopq')).status).toBe(1);
    expect((await server.call('/api/user/searchUsers', { keyword: '老虎', page: 1, size: 20 })).status).toBe(2);
    expect((await search('seeker', '老虎', 0)).status).toBe(1);
  });
});
