import { afterEach, describe, expect, it } from 'vitest';
import { opsCall, opsSignIn, signedInOperator } from './ops-client.ts';
import { backends, setClock, startTestServer, temporaryDataDir, type TestServer } from './test-server.ts';

const start = new Date('2026-06-01T12:00:00Z');

type Item = { id: number; title: string; status: string; seeded: boolean; version: number; state: string };
type FanItem = { id: number; title: string };

/**
 * The demo seed rewrites the news and activities at every start (docs/decisions.md "Seeded news and operators' edits"):
 * an operator's item or activity, and a seeded item or activity an operator edited, survive a restart as the operator left them,
 * on a real data folder.
 */
describe.each(backends)("the console's news across a restart on $name", { timeout: 180_000 }, ({ databaseUrl }) => {
  const running: TestServer[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) await server.close();
  });

  it("keeps an operator's item and an edited seeded one; the untouched seed is written afresh", async () => {
    const dataDir = databaseUrl ? undefined : temporaryDataDir();
    const first = await startTestServer({ databaseUrl, dataDir, seededDatabases: undefined });
    running.push(first);
    setClock(first, start);
    const ops = await signedInOperator(first, 'news-ops@example.com', 'ops');
    const body = { category: 'general', title: '运营发布的资讯', summary: '摘要', body: '正文' };
    const mine = (await opsCall<Item>(first, 'POST', '/ops/api/news', { session: ops, body })).data;
    expect((await opsCall(first, 'POST', `/ops/api/news/${mine.id}/publish`, { session: ops, body: { version: 1 } })).status).toBe(0);
    const seeded = (await opsCall<{ items: Item[] }>(first, 'GET', '/ops/api/news', { session: ops })).data.items.filter(
      (item) => item.seeded && item.state === 'live',
    );
    const [edited, untouched] = seeded;
    const edit = await opsCall(first, 'PATCH', `/ops/api/news/${edited.id}`, {
      session: ops,
      body: { ...body, title: '运营改过的标题', version: edited.version },
    });
    expect(edit.status).toBe(0);
    // An activity edited in the console, too.
    type Activity = {
      id: number;
      summary: string;
      body: string;
      reward: string;
      startTime: string;
      endTime: string;
      entryFee: number;
      award: number;
      version: number;
    };
    const activities = (await opsCall<{ items: Activity[] }>(first, 'GET', '/ops/api/activities', { session: ops })).data.items;
    const {
      id: activityId,
      summary,
      body: rules,
      reward,
      startTime,
      endTime,
      entryFee,
      award,
      version,
    } = activities.find((a) => a.id === 2)!;
    const renamed = await opsCall(first, 'PATCH', '/ops/api/activities/2', {
      session: ops,
      body: { title: '运营改过的活动', summary, body: rules, reward, startTime, endTime, entryFee, award, version },
    });
    expect(renamed.status).toBe(0);
    // And activities an operator made: one published, one still a draft.
    const made = { summary, body: rules, reward, startTime, endTime, entryFee, award };
    const create = async (title: string) =>
      (await opsCall<{ id: number }>(first, 'POST', '/ops/api/activities', { session: ops, body: { ...made, title } })).data.id;
    const [shown, draft] = [await create('运营发布的活动'), await create('运营的草稿活动')];
    expect((await opsCall(first, 'POST', `/ops/api/activities/${shown}/publish`, { session: ops, body: { version: 1 } })).status).toBe(0);

    if (!databaseUrl) {
      await first.close();
      running.splice(0);
    }
    const second = await startTestServer({ databaseUrl, dataDir, keepDatabase: true, seededDatabases: undefined });
    running.push(second);
    setClock(second, start);
    const fans = (await second.call<{ list: FanItem[] }>('/api/news/getNewsList', { page: 1, size: 50 })).data.list;
    expect(fans.find((item) => item.id === mine.id)?.title).toBe('运营发布的资讯');
    expect(fans.find((item) => item.id === edited.id)?.title).toBe('运营改过的标题');
    expect(fans.find((item) => item.id === untouched.id)?.title).toBe(untouched.title);
    const fanActivities = (await second.call<{ list: { id: number; title: string }[] }>('/api/activity/getActivityList', {})).data.list;
    expect(fanActivities.find((a) => a.id === activityId)?.title).toBe('运营改过的活动');
    expect(fanActivities.find((a) => a.id === shown)?.title).toBe('运营发布的活动');
    expect(fanActivities.map((a) => a.id)).not.toContain(draft);
    const session = await opsSignIn(second, 'news-ops@example.com');
    const items = (await opsCall<{ items: Item[] }>(second, 'GET', '/ops/api/news', { session })).data.items;
    expect(items.find((item) => item.id === mine.id)).toMatchObject({ status: 'published', seeded: false, version: 2 });
    expect(items.find((item) => item.id === edited.id)).toMatchObject({ title: '运营改过的标题', seeded: true, version: 2 });
    const desk = (
      await opsCall<{ items: (Activity & { title: string; draft: boolean })[] }>(second, 'GET', '/ops/api/activities', { session })
    ).data.items;
    expect(desk.find((a) => a.id === draft)).toMatchObject({ title: '运营的草稿活动', draft: true, version: 1 });
    // Written once, not twice: the seed's ids are not duplicated beside the kept ones.
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });
});
