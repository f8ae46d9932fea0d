import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPost, backends, registerFan, startTestServer, uploadPng, type TestServer } from './test-server.ts';

type MyFeedback = {
  total: number;
  list: { id: number; category: string; content: string; images: string[]; reply: string; replied_at: number }[];
};

/** Feedback to customer service with categories, images and replies (docs/decisions.md "Feedback"). */
describe.each(backends)('feedback on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, adminToken: 'feedback-admin' });
  });
  afterAll(() => server.close());

  const publish = (body: Record<string, unknown>, token?: string) =>
    server.call<{ id: number }>('/api/customerservice/publish', body, { query: token ? { token } : {} });
  const mine = async (token: string) =>
    (await server.call<MyFeedback>('/api/customerservice/getMyFeedback', {}, { query: { token } })).data;

  it("keeps a fan's message with its category and their own images, and lists it back to them only", async () => {
    const fan = await registerFan(server, 'fb_fan1');
    const other = await registerFan(server, 'fb_fan2');
    const pictures = [await uploadPng(server, fan.token), await uploadPng(server, fan.token)];
    // The second names the fan's own upload behind another host: it is kept as this server's address.
    const sent = await publish(
      {
        category: 'bug',
        content: '直播间画面卡顿',
        contact: 'qq 123',
        images: [pictures[0], pictures[1].replace(/^https?:\/\/[^/]+/, 'https://evil.example')],
      },
      fan.token,
    );
    expect(sent.status).toBe(0);
    const kept = pictures.map((url) => new URL(url).pathname);
    expect(await mine(fan.token)).toMatchObject({
      total: 1,
      list: [{ id: sent.data.id, category: 'bug', content: '直播间画面卡顿', images: kept, reply: '', replied_at: 0 }],
    });
    expect((await mine(other.token)).total).toBe(0);
    expect((await server.call('/api/customerservice/getMyFeedback', {})).status).toBe(2);
  });

  it("refuses images that are not the sender's uploads, more than 4, from a guest, and unknown categories", async () => {
    const fan = await registerFan(server, 'fb_fan3');
    const stranger = await registerFan(server, 'fb_fan4');
    const theirs = await uploadPng(server, stranger.token);
    const own = await uploadPng(server, fan.token);
    const content = '充值没有到账';
    expect(await publish({ content, images: [theirs] }, fan.token)).toMatchObject({ status: 1, msg: '图片地址无效' });
    expect(await publish({ content, images: ['https://evil.example/x.png'] }, fan.token)).toMatchObject({ status: 1, msg: '图片地址无效' });
    expect((await publish({ content, images: [own, own, own, own, own] }, fan.token)).status).toBe(1);
    expect((await publish({ content, images: [own] })).status).toBe(2);
    expect((await publish({ content, category: 'refund' }, fan.token)).status).toBe(1);
    expect((await mine(fan.token)).total).toBe(0);
    // A guest still reaches customer service with text.
    expect((await publish({ content, category: 'payment', contact: '13800000000' })).status).toBe(0);
  });

  it('lets customer service reply once; the fan sees the reply and a system message leading to it', async () => {
    const fan = await registerFan(server, 'fb_fan5');
    const { data } = await publish({ category: 'suggestion', content: '希望增加篮球数据' }, fan.token);
    const reply = (text: string, id = data.id) => adminPost(server, '/admin/feedback/reply', { id, reply: text });
    expect((await reply('感谢建议，我们会尽快上线。')).status).toBe(0);
    expect((await reply('second answer')).status).toBe(6);
    expect((await reply('nobody', 999_999)).status).toBe(3);
    expect((await mine(fan.token)).list[0]).toMatchObject({ reply: '感谢建议，我们会尽快上线。', replied_at: expect.any(Number) });
    const messages = await server.call<{ list: { kind: string; content: string; link: string }[] }>(
      '/api/user/getSystemMessages',
      {},
      { query: fan.query },
    );
    expect(messages.data.list[0]).toMatchObject({ kind: 'feedback', content: '感谢建议，我们会尽快上线。', link: '/user-center/feedback' });
    expect((await server.call('/admin/feedback/reply', { id: data.id, reply: 'x' })).status).not.toBe(0);
  });

  type Received = {
    total: number;
    list: {
      id: number;
      user_id: number;
      category: string;
      content: string;
      images: string[];
      report: { type: string; id: string; reason: string } | null;
    }[];
  };
  const report = (body: Record<string, unknown>, token?: string) =>
    server.call<{ id: number }>('/api/customerservice/report', body, { query: token ? { token } : {} });
  const reports = async () => (await adminPost<Received>(server, '/admin/feedback/list', { category: 'report' })).data;

  it('keeps a report of a chat user or group with its reason and screenshots, which customer service reads and the fan sees', async () => {
    const fan = await registerFan(server, 'fb_rep1');
    const target = await registerFan(server, 'fb_rep2');
    const screenshot = await uploadPng(server, fan.token);
    const sent = await report(
      { type: 'user', id: String(target.id), reason: 'abuse', content: ' 在私聊里辱骂我 ', images: [screenshot] },
      fan.token,
    );
    expect(sent.status).toBe(0);
    const group = await report({ type: 'group', id: '@TGS#a1B2c3D4e5', reason: 'ads' }, fan.token);
    expect(group.status).toBe(0);
    const received = await reports();
    expect(received.list.slice(0, 2)).toMatchObject([
      {
        id: group.data.id,
        user_id: fan.id,
        category: 'report',
        content: '',
        images: [],
        report: { type: 'group', id: '@TGS#a1B2c3D4e5', reason: 'ads' },
      },
      {
        id: sent.data.id,
        user_id: fan.id,
        category: 'report',
        content: '在私聊里辱骂我',
        images: [new URL(screenshot).pathname],
        report: { type: 'user', id: String(target.id), reason: 'abuse' },
      },
    ]);
    // Other messages carry no report; the fan finds the report among their messages, and it can be answered.
    const all = (await adminPost<Received>(server, '/admin/feedback/list', {})).data;
    expect(all.total).toBeGreaterThan(received.total);
    expect(all.list.filter((row) => row.category !== 'report').every((row) => row.report === null)).toBe(true);
    expect((await mine(fan.token)).list.map((row) => row.category)).toEqual(['report', 'report']);
    expect((await adminPost(server, '/admin/feedback/reply', { id: sent.data.id, reply: '已核实并处理' })).status).toBe(0);
  });

  it("refuses a report from a guest, of oneself, of nobody, without a reason, or with someone else's picture, and keeps nothing", async () => {
    const fan = await registerFan(server, 'fb_rep3');
    const other = await registerFan(server, 'fb_rep4');
    const before = (await reports()).total;
    const theirs = await uploadPng(server, other.token);
    expect((await report({ type: 'user', id: String(other.id), reason: 'fraud' })).status).toBe(2);
    expect(await report({ type: 'user', id: String(fan.id), reason: 'fraud' }, fan.token)).toMatchObject({
      status: 1,
      msg: '不能举报自己',
    });
    expect((await report({ type: 'user', id: '999999', reason: 'fraud' }, fan.token)).status).toBe(3);
    expect((await report({ type: 'user', id: '99999999999', reason: 'fraud' }, fan.token)).status).toBe(3);
    expect((await report({ type: 'user', id: String(other.id) }, fan.token)).status).toBe(1);
    expect((await report({ type: 'user', id: String(other.id), reason: 'boring' }, fan.token)).status).toBe(1);
    expect((await report({ type: 'room', id: '1', reason: 'ads' }, fan.token)).status).toBe(1);
    expect((await report({ type: 'group', id: '<script>', reason: 'ads' }, fan.token)).status).toBe(1);
    expect(await report({ type: 'user', id: String(other.id), reason: 'porn', images: [theirs] }, fan.token)).toMatchObject({
      status: 1,
      msg: '图片地址无效',
    });
    expect((await reports()).total).toBe(before);
    expect((await server.call('/admin/feedback/list', { category: 'report' })).status).not.toBe(0);
  });
});
