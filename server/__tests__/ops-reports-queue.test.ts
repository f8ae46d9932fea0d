import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signImUser } from '../security/tokens.ts';
import { opsCall, signedInOperator, type OpsSession } from './ops-client.ts';
import { loggedIn, nowSeconds, textMessage, type RawImClient } from './im-test-client.ts';
import { backends, registerFan, startTestServer, type TestServer } from './test-server.ts';

/** The seed's first anchor's room (docs/api.md "Seed data"). */
const room = 'live_101';
const hostile = '<img src=x onerror=alert(1)>';

type Report = {
  id: number;
  nickName: string;
  content: string;
  target: { type: string; id: string; reason: string };
  context: { id: number; groupId: string; from: string; text: string }[];
};
type Queue<T> = { items: T[]; total: number };

/** Issue 36 §4: fans' chat reports in the console, with the messages they name; dismissed, or the sender muted or banned. */
describe.each(backends)("the console's chat reports queue on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let moderator: OpsSession;
  let viewer: OpsSession;
  let sender: { id: number; token: string; query: { token: string } };
  let reporter: { id: number; token: string; query: { token: string } };
  let chat: RawImClient;
  let random = 90_000;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    moderator = await signedInOperator(server, 'mod@example.com', 'moderator');
    viewer = await signedInOperator(server, 'view@example.com', 'viewer');
    sender = await registerFan(server, 'reported_fan');
    reporter = await registerFan(server, 'reporting_fan');
    chat = await loggedIn(server, {
      id: String(sender.id),
      signature: signImUser(server.context.imSecret, String(sender.id), nowSeconds(server) + 3600),
    });
    expect((await chat.request('group.join', { groupRequest: { groupId: room } })).errorCode).toBe(0);
  }, 120_000);
  afterAll(async () => {
    chat.close();
    await server.close();
  });

  const send = async (text: string) => (await chat.request('group.send', textMessage(room, text, ++random))).errorCode;
  const report = async (content: string) =>
    (
      await server.call<{ id: number }>(
        '/api/customerservice/report',
        { type: 'user', id: String(sender.id), reason: 'abuse', content },
        { query: reporter.query },
      )
    ).data.id;
  const queue = async () => (await opsCall<Queue<Report>>(server, 'GET', '/ops/api/queues/reports', { session: viewer })).data;
  const audits = (id: number) =>
    server.db.query<{ actor: string; action: string; before: unknown; after: Record<string, unknown> }>(
      "select actor, action, before, after from operator_audit where target_kind = 'report' and target_id = $1 order by id",
      [String(id)],
    );

  it('shows a report with the messages it names as text; a moderator dismisses it once; a second try is told who', async () => {
    expect(await send('第一句')).toBe(0);
    expect(await send(hostile)).toBe(0);
    const id = await report(`${hostile} 骂人`);
    const listed = (await queue()).items.find((r) => r.id === id);
    expect(listed).toMatchObject({ content: `${hostile} 骂人`, target: { type: 'user', id: String(sender.id), reason: 'abuse' } });
    expect(listed?.context.slice(-2).map((m) => [m.groupId, m.from, m.text])).toEqual([
      [room, String(sender.id), '第一句'],
      [room, String(sender.id), hostile],
    ]);

    const path = `/ops/api/queues/reports/${id}/dismiss`;
    const refused = await opsCall(server, 'POST', path, { session: viewer });
    expect({ http: refused.http, status: refused.status, msg: refused.msg }).toEqual({ http: 403, status: 4, msg: '没有权限' });
    expect((await opsCall(server, 'POST', path, { session: moderator })).status).toBe(0);
    expect((await audits(id)).map((a) => [a.actor, a.action, a.before])).toEqual([
      ['mod@example.com', 'report.dismiss', { outcome: null }],
    ]);
    const again = await opsCall(server, 'POST', path, { session: moderator });
    expect({ status: again.status, msg: again.msg }).toEqual({ status: 6, msg: '已被 mod@example.com 处理（驳回举报）' });
    expect((await queue()).items.some((r) => r.id === id)).toBe(false);
  });

  it('mutes the sender in the room for a spec duration: their sends answer 10017; never the anchor; other durations refused', async () => {
    const id = await report('刷屏');
    const path = `/ops/api/queues/reports/${id}/ban`;
    const ban = (body: Record<string, unknown>) => opsCall<{ until: number }>(server, 'POST', path, { session: moderator, body });
    expect((await ban({ groupId: room, userId: String(sender.id), duration: 120, blocksJoin: false })).status).toBe(1);
    const [anchor] = await server.db.query<{ id: number }>("select id from users where account = 'anchor01'");
    const anchorBan = await ban({ groupId: room, userId: String(anchor.id), duration: 600, blocksJoin: false });
    expect({ status: anchorBan.status, msg: anchorBan.msg }).toEqual({ status: 4, msg: '不能禁言主播' });
    expect((await queue()).items.some((r) => r.id === id)).toBe(true);

    const muted = await ban({ groupId: room, userId: String(sender.id), duration: 600, blocksJoin: false });
    expect(muted.status).toBe(0);
    expect(muted.data.until).toBe(nowSeconds(server) + 600);
    expect(await send('还在吗')).toBe(10017);
    expect((await audits(id)).map((a) => [a.action, a.after.duration, a.after.userId])).toEqual([['report.mute', 600, sender.id]]);
    const again = await ban({ groupId: room, userId: String(sender.id), duration: 86_400, blocksJoin: true });
    expect({ status: again.status, msg: again.msg }).toEqual({ status: 6, msg: '已被 mod@example.com 处理（禁言）' });
  });
});
