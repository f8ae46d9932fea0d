import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsCall, signedInOperator, type OpsSession } from './ops-client.ts';
import { backends, registerFan, startTestServer, type TestServer } from './test-server.ts';

const hostile = '<img src=x onerror=alert(1)>';

type Waiting = { id: number; videoId: number; videoKind: string; videoTitle: string; userId: number; nickName: string; content: string };
type Queue = { items: Waiting[]; total: number };

/** Issue 36 §4: fans' video comments wait in the console until a moderator keeps or deletes each, once, audited. */
describe.each(backends)("the console's video comments queue on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let moderator: OpsSession;
  let other: OpsSession;
  let viewer: OpsSession;
  let fan: { id: number; query: { token: string } };
  let videoId = 0;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    moderator = await signedInOperator(server, 'mod@example.com', 'moderator');
    other = await signedInOperator(server, 'mod2@example.com', 'moderator');
    viewer = await signedInOperator(server, 'view@example.com', 'viewer');
    fan = await registerFan(server, 'commenting_fan');
    [{ id: videoId }] = await server.db.query<{ id: number }>("select id from videos where kind = 'record' order by id limit 1");
  }, 120_000);
  afterAll(() => server.close());

  const comment = async (content: string) =>
    (await server.call<{ id: number }>('/api/video/postComment', { video_id: videoId, content }, { query: fan.query })).data.id;
  const listed = async () =>
    (await server.call<{ list: { id: number }[] }>('/api/video/getComments', { video_id: videoId, size: 50 })).data.list.map((c) => c.id);
  const queue = async () => (await opsCall<Queue>(server, 'GET', '/ops/api/queues/comments', { session: viewer })).data;
  const act = (id: number, action: 'keep' | 'delete', session = moderator) =>
    opsCall<Record<string, unknown>>(server, 'POST', `/ops/api/queues/comments/${id}/${action}`, { session });
  const audits = (id: number) =>
    server.db.query<{ actor: string; action: string; before: unknown; after: unknown }>(
      "select actor, action, before, after from operator_audit where target_kind = 'comment' and target_id = $1 order by id",
      [String(id)],
    );

  it('lists a new comment as text with its video; a delete takes it off the video for fans, once, audited', async () => {
    const id = await comment(`${hostile} 假球`);
    const before = await queue();
    expect(before.items.find((c) => c.id === id)).toMatchObject({
      videoId,
      videoKind: 'record',
      userId: fan.id,
      nickName: 'commenting_fan',
      content: `${hostile} 假球`,
    });
    expect(await listed()).toContain(id);

    const refused = await act(id, 'delete', viewer);
    expect({ http: refused.http, status: refused.status, msg: refused.msg }).toEqual({ http: 403, status: 4, msg: '没有权限' });
    const deleted = await act(id, 'delete');
    expect(deleted.status).toBe(0);
    expect(deleted.data).toMatchObject({ id, videoId, deleted: true });
    expect(await listed()).not.toContain(id);
    expect(await queue()).toMatchObject({ total: before.total - 1 });
    expect((await audits(id)).map((a) => [a.actor, a.action, a.before])).toEqual([
      ['mod@example.com', 'comment.delete', { videoId, userId: fan.id, content: `${hostile} 假球` }],
    ]);

    const stale = await act(id, 'keep', other);
    expect({ status: stale.status, msg: stale.msg }).toEqual({ status: 6, msg: '已被 mod@example.com 处理（删除评论）' });
  });

  it('keeps a comment: it leaves the queue and stays on the video; a stale delete is told who kept it', async () => {
    const id = await comment('精彩');
    expect((await act(id, 'keep')).status).toBe(0);
    expect((await queue()).items.some((c) => c.id === id)).toBe(false);
    expect(await listed()).toContain(id);
    const stale = await act(id, 'delete', other);
    expect({ status: stale.status, msg: stale.msg }).toEqual({ status: 6, msg: '已被 mod@example.com 处理（保留评论）' });
    expect(await listed()).toContain(id);
    expect((await audits(id)).map((a) => a.action)).toEqual(['comment.keep']);
  });

  it('tells a comment its fan deleted first apart from one that never was', async () => {
    const id = await comment('我删了');
    expect((await server.call('/api/video/deleteComment', { id }, { query: fan.query })).status).toBe(0);
    const gone = await act(id, 'delete');
    expect({ status: gone.status, msg: gone.msg }).toEqual({ status: 6, msg: '该评论已处理或已被删除' });
    expect((await act(99_999_999, 'delete')).status).toBe(3);
    expect(await audits(id)).toEqual([]);
  });
});
