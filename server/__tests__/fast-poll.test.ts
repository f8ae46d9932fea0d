import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeLongPollResponse, encodeLongPollRequest } from '../../runtime/im/protocol/codec.ts';
import { answerLongPoll } from '../im/long-poll/answer-poll.ts';
import { anonymousJoin, chatUser, loggedIn, textMessage } from './im-test-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// The long poll answered on Node's request (server/im/long-poll/fast-poll.ts) against Fastify's route for it, which
// still answers `app.inject` and every request that is not plain: here, the same path with a query string.

const running: TestServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
});

async function serverWithLog(access: boolean): Promise<{ server: TestServer; lines: string[] }> {
  const lines: string[] = [];
  const server = await startTestServer({
    requestLog: { access, write: (text) => void lines.push(...text.split('\n')) },
    nodeId: 'fast-test',
  });
  running.push(server);
  return { server, lines };
}

interface Answer {
  status: number;
  /** Every header but the date, in the order sent, names in lower case. */
  headers: string[];
  body: Buffer;
}

/**
 * A POST over a connection of its own, its answer as sent (`chunked`: the body without a length, as a stream;
 * `bodyAfterMs`: the head sent first, the body that long after).
 */
function post(
  server: TestServer,
  path: string,
  body: Uint8Array,
  { type = 'application/x-protobuf', chunked = false, bodyAfterMs = 0 } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': type, connection: 'close' };
    if (!chunked) headers['content-length'] = String(body.byteLength);
    const req = httpRequest(`${server.url}${path}`, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const pairs: string[] = [];
        for (let at = 0; at < res.rawHeaders.length; at += 2)
          if (res.rawHeaders[at].toLowerCase() !== 'date') pairs.push(`${res.rawHeaders[at].toLowerCase()}: ${res.rawHeaders[at + 1]}`);
        resolve({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    if (!bodyAfterMs) return void req.end(body);
    req.flushHeaders();
    setTimeout(() => req.end(body), bodyAfterMs);
  });
}

const plain = '/im/long-poll';
const viaFastify = '/im/long-poll?via=fastify';
const idLine = (id: string) => new RegExp(`^\\S+ POST /im/long-poll(\\?via=fastify)? 500 [\\d.]+ms node=fast-test id=${id}$`);

describe('the long poll before Fastify', () => {
  it("answers with the same status, headers and bytes as Fastify's route", async () => {
    const { server } = await serverWithLog(false);
    const unknown = encodeLongPollRequest({ key: 'no-such-key', startSequence: 1 });
    const bad = new Uint8Array([0xff, 0xff, 0xff]);
    for (const body of [unknown, bad]) {
      const [fast, fastify] = [await post(server, plain, body), await post(server, viaFastify, body)];
      expect(fast).toEqual(fastify);
      const injected = await server.app.inject({
        method: 'POST',
        url: plain,
        headers: { 'content-type': 'application/x-protobuf' },
        payload: Buffer.from(body),
      });
      expect(injected.rawPayload).toEqual(fast.body);
    }
    const answered = await post(server, plain, unknown);
    expect(answered.headers).toEqual([
      'content-type: application/x-protobuf',
      `content-length: ${answered.body.byteLength}`,
      'connection: close',
    ]);
    expect(decodeLongPollResponse((await post(server, plain, unknown)).body).errorCode).toBe(10004);
    expect((await post(server, plain, bad)).status).toBe(400);
    // A poll that has its message at once: the same messages and key both ways.
    const anchor = await loggedIn(server, await chatUser(server, 'fast_anchor'));
    try {
      expect((await anchor.request('group.join', { groupRequest: { groupId: 'live_101' } })).errorCode).toBe(0);
      const join = await anonymousJoin(server, 'live_101');
      expect((await anchor.request('group.send', textMessage('live_101', '开球', 8001))).errorCode).toBe(0);
      const asked = encodeLongPollRequest({ key: join.longPollingKey, startSequence: join.nextSequence });
      const [fast, fastify] = [await post(server, plain, asked), await post(server, viaFastify, asked)];
      expect(fast).toEqual(fastify);
      expect(decodeLongPollResponse(fast.body).messages.map((message) => message.elements?.[0]?.text)).toEqual(['开球']);
      // Its body a while after its head: read as it comes.
      expect(await post(server, plain, asked, { bodyAfterMs: 50 })).toEqual(fast);
    } finally {
      anchor.close();
    }
  });

  it('leaves to Fastify what is not plain: over 4 KB (413), without a length, another type, no body', async () => {
    const { server } = await serverWithLog(false);
    const over = await post(server, plain, new Uint8Array(5000));
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body.toString())).toMatchObject({ data: null, msg: '请求内容过大' });
    expect((await post(server, plain, new Uint8Array(5000), { chunked: true })).status).toBe(413);
    const streamed = await post(server, plain, encodeLongPollRequest({ key: 'no-such-key', startSequence: 1 }), { chunked: true });
    expect(decodeLongPollResponse(streamed.body).errorCode).toBe(10004);
    // No body: Fastify reads an empty message (no key), answered as an unknown key.
    const empty = await post(server, plain, new Uint8Array(0));
    expect(decodeLongPollResponse(empty.body).errorCode).toBe(10004);
    expect(empty).toEqual(await post(server, viaFastify, new Uint8Array(0)));
    const json = await post(server, plain, Buffer.from('{"key":"x"}'), { type: 'application/json' });
    expect(json).toEqual(await post(server, viaFastify, Buffer.from('{"key":"x"}'), { type: 'application/json' }));
    expect(server.app.fastRoutes.count).toBe(0);
  });

  it('counts a held poll in flight until it is answered, or its client leaves', async () => {
    const { server } = await serverWithLog(false);
    const until = async (done: () => boolean) => {
      for (let tries = 0; !done() && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const join = await anonymousJoin(server, 'live_101');
    const asked = encodeLongPollRequest({ key: join.longPollingKey, startSequence: join.nextSequence });
    const leaving = new AbortController();
    const left = fetch(`${server.url}${plain}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-protobuf' },
      body: asked,
      signal: leaving.signal,
    });
    await until(() => server.inFlight.count === 1);
    expect([server.inFlight.count, server.app.fastRoutes.count]).toEqual([1, 1]);
    leaving.abort();
    await expect(left).rejects.toThrow();
    await until(() => server.inFlight.count === 0);
    expect(server.inFlight.count).toBe(0);
    // One taken by Fastify's route counts there, not here.
    const held = post(server, viaFastify, asked);
    await until(() => server.inFlight.count === 1);
    expect([server.inFlight.count, server.app.fastRoutes.count]).toEqual([1, 0]);
    const waiting = post(server, plain, asked);
    await until(() => server.inFlight.count === 2);
    const anchor = await loggedIn(server, await chatUser(server, 'fast_anchor2'));
    try {
      expect((await anchor.request('group.join', { groupRequest: { groupId: 'live_101' } })).errorCode).toBe(0);
      expect((await anchor.request('group.send', textMessage('live_101', '球进了', 8002))).errorCode).toBe(0);
      for (const answer of await Promise.all([held, waiting])) expect(decodeLongPollResponse(answer.body).messages).toHaveLength(1);
    } finally {
      anchor.close();
    }
    await until(() => server.inFlight.count === 0);
    expect(server.inFlight.count).toBe(0);
  });

  it('answers a server fault with HTTP 500 and its request id, and logs the fault and its line, as Fastify does', async () => {
    const { server, lines } = await serverWithLog(false);
    const join = await anonymousJoin(server, 'live_101');
    const asked = encodeLongPollRequest({ key: join.longPollingKey, startSequence: join.nextSequence });
    // A real fault: the room's check reads a table that is gone.
    await server.db.exec('alter table rooms rename to rooms_gone');
    try {
      for (const path of [plain, viaFastify]) {
        lines.length = 0;
        const answer = await post(server, path, asked);
        expect(answer.status).toBe(500);
        expect(answer.headers[0]).toBe('content-type: application/json; charset=utf-8');
        const envelope = JSON.parse(answer.body.toString()) as { request_id: string };
        expect(envelope).toEqual({
          data: null,
          msg: '服务器繁忙，请稍后再试',
          status: 500,
          request_id: expect.stringMatching(/^[0-9a-f]{16}$/),
        });
        await new Promise((resolve) => setImmediate(resolve));
        expect(lines).toHaveLength(2);
        expect(lines[0]).toContain(`fault POST ${path} node=fast-test id=${envelope.request_id} `);
        expect(lines[0]).toContain('rooms');
        expect(lines[1]).toMatch(idLine(envelope.request_id));
      }
    } finally {
      await server.db.exec('alter table rooms_gone rename to rooms');
    }
  });

  it("writes the access line of each poll it answers, a bad body's too", async () => {
    const { server, lines } = await serverWithLog(true);
    await post(server, plain, encodeLongPollRequest({ key: 'no-such-key', startSequence: 1 }));
    await post(server, plain, new Uint8Array([0xff, 0xff, 0xff]));
    await new Promise((resolve) => setImmediate(resolve));
    const polls = lines.filter((line) => line.includes('/im/long-poll'));
    expect(polls).toHaveLength(2);
    expect(polls[0]).toMatch(/^\S+ POST \/im\/long-poll 200 [\d.]+ms node=fast-test id=[0-9a-f]{16}$/);
    expect(polls[1]).toMatch(/^\S+ POST \/im\/long-poll 400 [\d.]+ms node=fast-test id=[0-9a-f]{16}$/);
  });

  it('writes no answer for a poll whose client left while it waited, and answers the one that stayed', async () => {
    const { server } = await serverWithLog(false);
    const poll = async () => {
      const join = await anonymousJoin(server, 'live_101');
      const held = server.im.polls.hold();
      const answers: Buffer[] = [];
      const asked = { key: join.longPollingKey!, startSequence: join.nextSequence! };
      const done = answerLongPoll(server.im, asked, held, (to: Buffer[], bytes) => void to.push(bytes), answers);
      return { held, answers, done };
    };
    const [left, stayed] = [await poll(), await poll()];
    // Both have looked at the room (nothing new) and wait on it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([left.answers, stayed.answers]).toEqual([[], []]);
    left.held.closed();
    await left.done;
    const anchor = await loggedIn(server, await chatUser(server, 'fast_anchor3'));
    try {
      expect((await anchor.request('group.join', { groupRequest: { groupId: 'live_101' } })).errorCode).toBe(0);
      expect((await anchor.request('group.send', textMessage('live_101', '还在看', 8002))).errorCode).toBe(0);
      await stayed.done;
    } finally {
      anchor.close();
      stayed.held.closed();
    }
    expect(left.answers).toEqual([]);
    expect(stayed.answers).toHaveLength(1);
    expect(decodeLongPollResponse(stayed.answers[0]).messages).toHaveLength(1);
  });
});
