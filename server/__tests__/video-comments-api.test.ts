import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoComment, VideoCommentPage } from '../../schema/generated/api.ts';
import { backends, fixedNow, startTestServer, type TestServer } from './test-server.ts';

/** Comments on recorded videos (docs/api.md "Video comments", docs/decisions.md "Video comments"). */
describe.each(backends)('video comments on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
  });
  afterAll(() => server.close());

  const signUp = async (account: string) => (await server.call<{ token: string }>('/webapi/user/regist', { account, password: 'goal2026', nick_name: account })).data.token;
  const post = (token: string, body: Record<string, unknown>) => server.call<VideoComment>('/api/video/postComment', body, { query: { token } });
  const list = (body: Record<string, unknown>) => server.call<VideoCommentPage>('/api/video/getComments', body);

  it('a fan\'s comment is stored trimmed and listed first, with its author; anyone reads the list, page by page', async () => {
    const token = await signUp('critic_one');
    expect((await list({ video_id: 3 })).data).toEqual({ list: [], total: 0, page: 1, size: 20 });
    for (const n of [1, 2, 3]) {
      const answer = await post(token, { video_id: 3, content: `  第${n}条：好球！\n` });
      expect(answer.status).toBe(0);
      expect(answer.data).toEqual({
        id: expect.any(Number), video_id: 3, content: `第${n}条：好球！`, created_at: Date.parse(fixedNow) / 1000,
        author: { id: expect.any(Number), nick_name: 'critic_one', avatar: '' },
      });
    }
    const first = await list({ video_id: 3, page: 1, size: 2 });
    expect(first.data.total).toBe(3);
    expect(first.data.list.map((c) => c.content)).toEqual(['第3条：好球！', '第2条：好球！']);
    expect((await list({ video_id: 3, page: 2, size: 2 })).data.list.map((c) => c.content)).toEqual(['第1条：好球！']);
    // Another video's list is its own.
    expect((await list({ video_id: 4 })).data.total).toBe(0);
  });

  it('a comment must be 1 to 200 characters once trimmed, with a readable reason; markup is kept as typed', async () => {
    const token = await signUp('critic_two');
    for (const content of ['', '   \n\t ']) expect(await post(token, { video_id: 5, content })).toMatchObject({ status: 1, msg: '评论内容不能为空' });
    expect(await post(token, { video_id: 5, content: '球'.repeat(201) })).toMatchObject({ status: 1, msg: '评论最多200字' });
    // 200 characters, an emoji counting as one, with spaces around that do not count.
    const longest = `${'⚽'.repeat(100)}${'好'.repeat(100)}`;
    expect((await post(token, { video_id: 5, content: `  ${longest}  ` })).data.content).toBe(longest);
    expect((await post(token, { video_id: 5, content: 'x'.repeat(2001) })).status).toBe(1);
    for (const body of [{ video_id: 5 }, { video_id: 5, content: 7 }, { video_id: '5', content: 'hi' }, { content: 'hi' }]) expect((await post(token, body)).status).toBe(1);
    const markup = '<img src=x onerror=alert(1)>';
    expect((await post(token, { video_id: 5, content: markup })).data.content).toBe(markup);
    expect((await list({ video_id: 5 })).data.list[0].content).toBe(markup);
  });

  it('posting needs a session; comments belong to recorded videos only; malformed lists are refused', async () => {
    for (const query of [{}, { token: 'not-a-session' }] as Record<string, string>[]) {
      const answer = await server.call('/api/video/postComment', { video_id: 3, content: 'hi' }, { query });
      expect(answer.status).toBe(2);
      expect(answer.msg).toContain('登录超时');
    }
    const token = await signUp('critic_three');
    // 1001 is a short video; 99999 does not exist.
    for (const video_id of [1001, 99999]) {
      expect(await post(token, { video_id, content: 'hi' })).toMatchObject({ status: 3, msg: '视频不存在' });
      expect((await list({ video_id })).status).toBe(3);
    }
    for (const body of [{}, { video_id: 0 }, { video_id: 3, page: 0 }, { video_id: 3, size: 51 }]) expect((await list(body)).status).toBe(1);
  });

  it('a fan may post five comments a minute (status 5 after); refused comments do not count; other fans are not held back', async () => {
    const token = await signUp('critic_four');
    const other = await signUp('critic_five');
    expect((await post(token, { video_id: 6, content: ' ' })).status).toBe(1);
    for (let n = 1; n <= 5; n++) expect((await post(token, { video_id: 6, content: `评论${n}` })).status).toBe(0);
    expect(await post(token, { video_id: 7, content: '第六条' })).toMatchObject({ status: 5, msg: '评论过于频繁，请稍后再试' });
    expect((await post(other, { video_id: 6, content: '我也来' })).status).toBe(0);
    expect((await list({ video_id: 6 })).data.total).toBe(6);
  });
});
