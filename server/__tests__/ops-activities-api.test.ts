import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { listActivityDesk } from '../domain/money/activities/activity-desk.ts';
import { opsCall, opsSignIn, signedInOperator, type OpsSession } from './ops-client.ts';
import { backends, fixedNow, registerFan, setClock, startTestServer, type TestServer } from './test-server.ts';

type Activity = {
  id: number;
  title: string;
  summary: string;
  body: string;
  reward: string;
  status: number;
  draft: boolean;
  withdrawn: boolean;
  cover: string;
  startTime: string;
  endTime: string;
  entryFee: number;
  award: number;
  participants: number;
  version: number;
};

const at = (minutes: number) => new Date(new Date(fixedNow).getTime() + minutes * 60_000);

/** Issue 36 §5: the console edits, withdraws and publishes the activities fans read, each change at the version read. */
describe.each(backends)("the console's activities on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let ops: OpsSession;
  let ops2: OpsSession;
  let viewer: OpsSession;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    ops = await signedInOperator(server, 'ops@example.com', 'ops');
    ops2 = await signedInOperator(server, 'ops2@example.com', 'ops');
    viewer = await signedInOperator(server, 'viewer@example.com', 'viewer');
  }, 120_000);
  afterAll(() => server.close());

  async function clockAt(minutes: number) {
    setClock(server, at(minutes));
    [ops, ops2, viewer] = await Promise.all(['ops', 'ops2', 'viewer'].map((name) => opsSignIn(server, `${name}@example.com`)));
  }

  const desk = async (session = ops) =>
    (await opsCall<{ items: Activity[] }>(server, 'GET', '/ops/api/activities', { session })).data.items;
  const fanList = async () =>
    (await server.call<{ list: { id: number; title: string; status: number }[] }>('/api/activity/getActivityList', {})).data.list;
  const bodyOf = (a: Activity, change: Partial<Activity> = {}) => {
    const { title, summary, body, reward, startTime, endTime, entryFee, award, version } = { ...a, ...change };
    return { title, summary, body, reward, startTime, endTime, entryFee, award, version };
  };

  it('lists the activities with their fans’ status and who joined; a viewer reads but may not write', async () => {
    await clockAt(0);
    const items = await desk(viewer);
    expect(items.map((a) => a.id).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(items.find((a) => a.id === 6)).toMatchObject({ status: 0, withdrawn: true, version: 1 });
    const refused = await opsCall(server, 'PATCH', '/ops/api/activities/2', { session: viewer, body: bodyOf(items[0]) });
    expect({ status: refused.status, msg: refused.msg }).toEqual({ status: 4, msg: '没有权限' });
  });

  it('shows an edit at the fans’ next read; of two edits from one version exactly one wins, the other is told who and when', async () => {
    await clockAt(10);
    const daily = (await desk()).find((a) => a.id === 2)!;
    const edit = (session: OpsSession, title: string) =>
      opsCall<Activity>(server, 'PATCH', '/ops/api/activities/2', { session, body: bodyOf(daily, { title }) });
    const answers = await Promise.all([edit(ops, '甲的活动'), edit(ops2, '乙的活动')]);
    expect(answers.map((a) => a.status).sort()).toEqual([0, 6]);
    const won = answers.findIndex((a) => a.status === 0);
    const when = new Date(at(10).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(answers[1 - won].msg).toBe(`已被 ${['ops', 'ops2'][won]}@example.com 于 ${when} 修改，请重新加载后再改`);
    expect((await fanList()).find((a) => a.id === 2)?.title).toBe(['甲的活动', '乙的活动'][won]);
    const [audit] = await server.db.query<{ action: string; before: Activity; after: Activity }>(
      "select action, before, after from operator_audit where target_kind = 'activity' and target_id = '2'",
    );
    expect([audit.action, audit.before.title, audit.after.version]).toEqual(['activity.edit', daily.title, 2]);
  });

  it('keeps the fee and award of an activity fans joined; withdraws it and publishes it back to its schedule', async () => {
    await clockAt(20);
    const fan = await registerFan(server, 'ops_act_fan');
    expect((await server.call('/api/activity/join', { id: 2 }, { query: { token: fan.token } })).status).toBe(0);
    const daily = (await desk()).find((a) => a.id === 2)!;
    expect(daily.participants).toBe(1);
    const fee = await opsCall(server, 'PATCH', '/ops/api/activities/2', { session: ops, body: bodyOf(daily, { award: 99 }) });
    expect({ status: fee.status, msg: fee.msg }).toEqual({ status: 1, msg: '已有粉丝报名，报名费和奖励不能再改' });

    const withdrawn = await opsCall<Activity>(server, 'POST', '/ops/api/activities/2/withdraw', {
      session: ops,
      body: { version: daily.version },
    });
    expect(withdrawn.data).toMatchObject({ status: 0, withdrawn: true, version: daily.version + 1 });
    expect((await fanList()).find((a) => a.id === 2)?.status).toBe(0);
    // Withdrawn: no new entries.
    const late = await registerFan(server, 'ops_act_late');
    expect((await server.call('/api/activity/join', { id: 2 }, { query: { token: late.token } })).status).toBe(6);
    const again = await opsCall(server, 'POST', '/ops/api/activities/2/withdraw', { session: ops, body: { version: daily.version + 1 } });
    expect({ status: again.status, msg: again.msg }).toEqual({ status: 1, msg: '只有已发布且未下线的活动可以下线' });
    const published = await opsCall<Activity>(server, 'POST', '/ops/api/activities/2/publish', {
      session: ops,
      body: { version: daily.version + 1 },
    });
    expect(published.data).toMatchObject({ status: 4, withdrawn: false });
    expect((await fanList()).find((a) => a.id === 2)?.status).toBe(4);
  });

  it('creates a draft no fan sees, in the list, by id or by joining; publishing shows it at their next read', async () => {
    await clockAt(30);
    const input = {
      title: '运营的新活动',
      summary: '报名即可参加',
      body: '第一条规则\n<img src=x onerror=alert(1)>',
      reward: '100 金币',
      startTime: at(60).toISOString(),
      endTime: at(24 * 60).toISOString(),
      entryFee: 0,
      award: 100,
    };
    const refused = await opsCall(server, 'POST', '/ops/api/activities', { session: viewer, body: input });
    expect({ status: refused.status, msg: refused.msg }).toEqual({ status: 4, msg: '没有权限' });
    const created = (await opsCall<Activity>(server, 'POST', '/ops/api/activities', { session: ops, body: input })).data;
    expect(created).toMatchObject({ title: '运营的新活动', draft: true, withdrawn: false, status: 1, participants: 0, version: 1 });
    expect(created.id).toBeGreaterThanOrEqual(1_000_000_000);
    expect(created.cover).toBe(`/static/pictures/activity/${created.id}.svg`);
    expect((await desk(viewer))[0]).toEqual(created);

    const fan = await registerFan(server, 'ops_draft_fan');
    const fanStatuses = [undefined, 0, 1, 2, 3, 4];
    for (const status of fanStatuses) {
      const list = await server.call<{ list: { id: number }[] }>('/api/activity/getActivityList', status === undefined ? {} : { status });
      expect(list.data.list.map((a) => a.id)).not.toContain(created.id);
    }
    const hidden = await server.call('/api/activity/getActivityInfo', { id: created.id }, { query: { token: fan.token } });
    expect({ status: hidden.status, msg: hidden.msg }).toEqual({ status: 3, msg: '活动不存在' });
    const join = await server.call('/api/activity/join', { id: created.id }, { query: { token: fan.token } });
    expect({ status: join.status, msg: join.msg }).toEqual({ status: 3, msg: '活动不存在' });
    const withdrawDraft = await opsCall(server, 'POST', `/ops/api/activities/${created.id}/withdraw`, {
      session: ops,
      body: { version: 1 },
    });
    expect({ status: withdrawDraft.status, msg: withdrawDraft.msg }).toEqual({ status: 1, msg: '只有已发布且未下线的活动可以下线' });
    const [audit] = await server.db.query<{ action: string; before: unknown; after: Activity }>(
      "select action, before, after from operator_audit where target_kind = 'activity' and target_id = $1",
      [String(created.id)],
    );
    expect([audit.action, audit.before, audit.after.draft]).toEqual(['activity.create', null, true]);

    const published = await opsCall<Activity>(server, 'POST', `/ops/api/activities/${created.id}/publish`, {
      session: ops,
      body: { version: 1 },
    });
    expect(published.data).toMatchObject({ draft: false, status: 1, version: 2 });
    expect((await fanList()).find((a) => a.id === created.id)).toMatchObject({ title: '运营的新活动', status: 1 });
    const info = await server.call<{ title: string; body: string[] }>('/api/activity/getActivityInfo', { id: created.id });
    // Plain text: the markup is kept as the characters typed, for the fan app to print as text.
    expect(info.data.body).toEqual(['第一条规则', '<img src=x onerror=alert(1)>']);
    const again = await opsCall(server, 'POST', `/ops/api/activities/${created.id}/publish`, { session: ops, body: { version: 2 } });
    expect({ status: again.status, msg: again.msg }).toEqual({ status: 1, msg: '只有草稿或已下线的活动可以发布' });
    expect((await server.call('/api/activity/join', { id: created.id }, { query: { token: fan.token } })).status).toBe(0);
  });

  it('refuses a new activity with bad input, with a clear message, and adds nothing', async () => {
    const count = (await desk()).length;
    const base = { title: '活动', summary: '摘要', body: '规则', reward: '奖励', entryFee: 0, award: 0 };
    const times = { startTime: at(0).toISOString(), endTime: at(60).toISOString() };
    const create = async (body: object) => {
      const answer = await opsCall(server, 'POST', '/ops/api/activities', { session: ops, body });
      return { status: answer.status, msg: answer.msg };
    };
    expect(await create({ ...base, ...times, reward: ' ' })).toEqual({ status: 1, msg: '奖励需要 1 到 40 个字' });
    expect(await create({ ...base, startTime: times.endTime, endTime: times.startTime })).toEqual({
      status: 1,
      msg: '结束时间必须晚于开始时间',
    });
    expect((await create({ ...base, ...times, entryFee: -1 })).status).toBe(1);
    expect((await desk()).length).toBe(count);
  });

  it('reads the desk with every activity’s participants in one query, however many activities there are', async () => {
    let queries = 0;
    const counting: Database = Object.assign(Object.create(server.db) as Database, {
      query: ((sql: string, params?: unknown[]) => {
        queries++;
        return server.db.query(sql, params);
      }) as Database['query'],
    });
    const items = await listActivityDesk(counting, at(40));
    expect(queries).toBe(1);
    expect(items.length).toBeGreaterThan(6);
    expect(items.find((a) => a.id === 2)?.participants).toBe(1);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const [first] = await desk();
    const refused = async (change: Partial<Activity>) => {
      const answer = await opsCall(server, 'PATCH', `/ops/api/activities/${first.id}`, { session: ops, body: bodyOf(first, change) });
      return { status: answer.status, msg: answer.msg };
    };
    expect(await refused({ title: '长'.repeat(41) })).toEqual({ status: 1, msg: '标题需要 1 到 40 个字' });
    expect(await refused({ body: ' \n ' })).toEqual({ status: 1, msg: '规则需要 1 到 5000 个字，最多 30 段' });
    expect(await refused({ endTime: first.startTime })).toEqual({ status: 1, msg: '结束时间必须晚于开始时间' });
    expect(await refused({ startTime: 'soon' })).toEqual({ status: 1, msg: '开始时间不是有效的时间' });
    expect((await desk()).find((a) => a.id === first.id)).toEqual(first);
  });
});
