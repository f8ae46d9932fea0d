import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShortVideo, VideoComment, VideoCommentDeleted, VideoCommentLike, VideoCommentPage } from '../../schema/generated/api.ts';
import { backends, fixedNow, startTestServer, type TestServer } from './test-server.ts';

/** Comments on recorded and short videos, deleting and liking them (docs/api.md "Video comments", docs/decisions.md "Video comments"). */
describe.each(backends)('video comments on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
  });
  afterAll(() => server.close());

  const signUp = async (account: string) =>
    (await server.call<{ token: string }>('/webapi/user/regist', { account, password: 'goal2026', nick_name: account })).data.token;
  const post = (token: string, body: Record<string, unknown>) =>
    server.call<VideoComment>('/api/video/postComment', body, { query: { token } });
  const list = (body: Record<string, unknown>, token?: string) =>
    server.call<VideoCommentPage>('/api/video/getComments', body, { query: token ? { token } : {} });
  const remove = (token: string | undefined, body: Record<string, unknown>) =>
    server.call<VideoCommentDeleted>('/api/video/deleteComment', body, { query: token ? { token } : {} });
  const like = (token: string | undefined, body: Record<string, unknown>) =>
    server.call<VideoCommentLike>('/api/video/likeComment', body, { query: token ? { token } : {} });

  it("a fan's comment is stored trimmed and listed first, with its author; anyone reads the list, page by page", async () => {
    const token = await signUp('critic_one');
    expect((await list({ video_id: 3 })).data).toEqual({ list: [], total: 0, page: 1, size: 20 });
    for (const n of [1, 2, 3]) {
      const answer = await post(token, { video_id: 3, content: `  第${n}条：好球！\n` });
      expect(answer.status).toBe(0);
      expect(answer.data).toEqual({
        id: expect.any(Number),
        video_id: 3,
        content: `第${n}条：好球！`,
        created_at: Date.parse(fixedNow) / 1000,
        like_count: 0,
        liked: 0,
        author: { id: expect.any(Number), nick_name: 'critic_one', avatar: '', isVIP: false },
      });
    }
    const first = await list({ video_id: 3, page: 1, size: 2 });
    expect(first.data.total).toBe(3);
    expect(first.data.list.map((c) => c.content)).toEqual(['第3条：好球！', '第2条：好球！']);
    expect((await list({ video_id: 3, page: 2, size: 2 })).data.list.map((c) => c.content)).toEqual(['第1条：好球！']);
    // Another video's list is its own.
    expect((await list({ video_id: 4 })).data.total).toBe(0);
    // The author's VIP badge follows their membership at the moment of the answer (spec 000 §4).
    const later = new Date(server.context.clock.now().getTime() + 86_400_000).toISOString();
    await server.db.query("update users set vip_level = 1, vip_date = $1 where account = 'critic_one'", [later]);
    expect((await list({ video_id: 3 })).data.list.every((c) => c.author.isVIP)).toBe(true);
  });

  it('a comment must be 1 to 200 characters once trimmed, with a readable reason; markup is kept as typed', async () => {
    const token = await signUp('critic_two');
    for (const content of ['', '   \n\t '])
      expect(await post(token, { video_id: 5, content })).toMatchObject({ status: 1, msg: '评论内容不能为空' });
    expect(await post(token, { video_id: 5, content: '球'.repeat(201) })).toMatchObject({ status: 1, msg: '评论最多200字' });
    // 200 characters, an emoji counting as one, with spaces around that do not count.
    const longest = `${'⚽'.repeat(100)}${'好'.repeat(100)}`;
    expect((await post(token, { video_id: 5, content: `  ${longest}  ` })).data.content).toBe(longest);
    expect((await post(token, { video_id: 5, content: 'x'.repeat(2001) })).status).toBe(1);
    for (const body of [{ video_id: 5 }, { video_id: 5, content: 7 }, { video_id: '5', content: 'hi' }, { content: 'hi' }])
      expect((await post(token, body)).status).toBe(1);
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
    for (const body of [{}, { video_id: 0 }, { video_id: 3, page: 0 }, { video_id: 3, size: 51 }])
      expect((await list(body)).status).toBe(1);
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

  it('a short video takes comments with kind "short"; its count is of the stored comments; the kinds do not mix', async () => {
    const token = await signUp('critic_short');
    const short = 1002;
    const shortVideo = async () => (await server.call<ShortVideo>('/api/video/getShortVideo', { id: short })).data;
    expect((await shortVideo()).comments).toBe(0);
    const answer = await post(token, { video_id: short, kind: 'short', content: '竖屏也能评论' });
    expect(answer.data).toMatchObject({ video_id: short, content: '竖屏也能评论', like_count: 0, liked: 0 });
    expect((await list({ video_id: short, kind: 'short' })).data).toMatchObject({ total: 1, list: [{ id: answer.data.id }] });
    expect((await shortVideo()).comments).toBe(1);
    const feed = await server.call<{ list: ShortVideo[] }>('/api/video/getShortVideoList', { start_id: short, size: 1 });
    expect(feed.data.list[0].comments).toBe(1);
    // Without a kind a call means a recorded video, as before; a kind that does not match the id is "not found".
    for (const body of [{ video_id: short }, { video_id: 3, kind: 'short' }]) {
      expect((await list(body)).status).toBe(3);
      expect((await post(token, { ...body, content: 'hi' })).status).toBe(3);
    }
    for (const kind of ['live', 1, '']) expect((await list({ video_id: short, kind })).status).toBe(1);
  });

  it('only the author deletes a comment (status 4 for others, 2 without a session, 3 once gone); the count goes down', async () => {
    const author = await signUp('critic_deleter');
    const other = await signUp('critic_other');
    const kept = (await post(author, { video_id: 8, content: '留着' })).data;
    const doomed = (await post(author, { video_id: 8, content: '删掉' })).data;
    await like(other, { id: doomed.id, like: 1 });
    expect(await remove(other, { id: doomed.id })).toMatchObject({ status: 4, msg: '只能删除自己的评论' });
    for (const token of [undefined, 'not-a-session']) expect((await remove(token, { id: doomed.id })).status).toBe(2);
    expect((await list({ video_id: 8 })).data.total).toBe(2);
    expect(await remove(author, { id: doomed.id })).toMatchObject({ status: 0, data: { id: doomed.id, video_id: 8, total: 1 } });
    expect((await list({ video_id: 8 })).data).toMatchObject({ total: 1, list: [{ id: kept.id }] });
    // Gone: deleting, liking again is "not found"; so is an id that never was.
    for (const id of [doomed.id, 999_999]) {
      expect(await remove(author, { id })).toMatchObject({ status: 3, msg: '评论不存在' });
      expect((await like(other, { id, like: 1 })).status).toBe(3);
    }
    for (const body of [{}, { id: 0 }, { id: '1' }]) expect((await remove(author, body)).status).toBe(1);
  });

  it('likes: idempotent per fan, counted with the rows, shown as liked to that fan only; guests are asked to log in', async () => {
    const author = await signUp('critic_liked');
    const fans = [await signUp('critic_fan_a'), await signUp('critic_fan_b')];
    const comment = (await post(author, { video_id: 9, content: '点赞我' })).data;
    expect((await like(fans[0], { id: comment.id, like: 1 })).data).toEqual({ id: comment.id, liked: 1, like_count: 1 });
    // Repeating a like changes nothing.
    expect((await like(fans[0], { id: comment.id, like: 1 })).data).toEqual({ id: comment.id, liked: 1, like_count: 1 });
    expect((await like(fans[1], { id: comment.id, like: 1 })).data.like_count).toBe(2);
    const seen = async (token?: string) => (await list({ video_id: 9 }, token)).data.list[0];
    expect(await seen(fans[0])).toMatchObject({ like_count: 2, liked: 1 });
    expect(await seen(author)).toMatchObject({ like_count: 2, liked: 0 });
    expect(await seen()).toMatchObject({ like_count: 2, liked: 0 });
    expect((await like(fans[0], { id: comment.id, like: 0 })).data).toEqual({ id: comment.id, liked: 0, like_count: 1 });
    expect((await like(fans[0], { id: comment.id, like: 0 })).data).toEqual({ id: comment.id, liked: 0, like_count: 1 });
    expect(await seen(fans[0])).toMatchObject({ like_count: 1, liked: 0 });
    // Many likes at once from the same fan still count one.
    await Promise.all(Array.from({ length: 5 }, () => like(fans[0], { id: comment.id, like: 1 })));
    expect(await seen(fans[0])).toMatchObject({ like_count: 2, liked: 1 });
    expect((await like(undefined, { id: comment.id, like: 1 })).status).toBe(2);
    for (const body of [{ id: comment.id }, { id: comment.id, like: 2 }, { id: comment.id, like: true }, { like: 1 }])
      expect((await like(fans[1], body)).status).toBe(1);
  });
});
