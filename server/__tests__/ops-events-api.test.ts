import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCheck } from '../http/answer-check.ts';
import { routesOf } from '../http/route-list.ts';
import { QueueEvents } from '../jobs/queue-events.ts';
import { opsCall, signedInOperator, type OpsSession } from './ops-client.ts';
import { backends, registerFan, startTestServer, type TestServer } from './test-server.ts';

type Event = { event: string; data: unknown };

const check = answerCheck();

/** The schema of schema/api/ops each event's data matches, as the events route names them. */
function eventSchemas(server: TestServer): Record<string, string> {
  const answer = routesOf(server.app).find((route) => route.url === '/ops/api/events')?.answer;
  return answer && typeof answer === 'object' && 'events' in answer ? answer.events : {};
}

/**
 * An open event stream, read as the browser's EventSource does: events split on blank lines, each event's data
 * checked against its schema (the console's types are generated from it).
 */
async function openStream(server: TestServer, session: OpsSession) {
  const schemas = eventSchemas(server);
  const controller = new AbortController();
  const response = await fetch(`${server.url}/ops/api/events`, { headers: { cookie: session.cookie }, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const queued: Event[] = [];
  /** The next event named `name`, skipping the others; waits as long as the test allows. */
  async function next(name: string): Promise<unknown> {
    for (;;) {
      const index = queued.findIndex((e) => e.event === name);
      if (index >= 0) {
        const { data } = queued.splice(0, index + 1).at(-1)!;
        expect(schemas[name], `the schema of event ${name}`).toBeDefined();
        expect(check(schemas[name], data), `event ${name}`).toEqual([]);
        return data;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) queued.push({ event, data: JSON.parse(data) });
      }
    }
  }
  return { response, next, close: () => controller.abort() };
}

/** Issue 36 §4: the queues' counts reach an open console as they change, without a reload. */
describe.each(backends)("the operators' console live queues on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let moderator: OpsSession;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    moderator = await signedInOperator(server, 'mod@example.com', 'moderator');
  }, 120_000);
  afterAll(() => server.close());

  it('sends the counts on connect, then each changed row and the new counts as fans write', async () => {
    const stream = await openStream(server, moderator);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const first = (await stream.next('counts')) as Record<string, number>;
    expect(Object.keys(first).sort()).toEqual(['applications', 'comments', 'feedback', 'reports', 'withdrawals']);
    const fan = await registerFan(server, 'queue_fan');
    const other = await registerFan(server, 'queue_other');
    const sent = await server.call<{ id: number }>(
      '/api/customerservice/publish',
      { category: 'bug', content: '比分不更新' },
      { query: fan.query },
    );
    expect(await stream.next('row')).toEqual({ queue: 'feedback', id: sent.data.id });
    expect(await stream.next('counts')).toEqual({ ...first, feedback: first.feedback + 1 });
    const report = await server.call<{ id: number }>(
      '/api/customerservice/report',
      { type: 'user', id: String(other.id), reason: 'abuse' },
      { query: fan.query },
    );
    expect(report.status, report.msg).toBe(0);
    expect(await stream.next('row')).toEqual({ queue: 'reports', id: report.data.id });
    expect(await stream.next('counts')).toEqual({ ...first, feedback: first.feedback + 1, reports: first.reports + 1 });
    const [video] = await server.db.query<{ id: number }>("select id from videos where kind = 'record' order by id limit 1");
    const comment = await server.call<{ id: number }>(
      '/api/video/postComment',
      { video_id: video.id, content: '好球' },
      { query: fan.query },
    );
    expect(comment.status, comment.msg).toBe(0);
    expect(await stream.next('row')).toEqual({ queue: 'comments', id: comment.data.id });
    expect(await stream.next('counts')).toEqual({
      ...first,
      feedback: first.feedback + 1,
      reports: first.reports + 1,
      comments: first.comments + 1,
    });
    stream.close();
  });

  it('names a live room whose bans or managers change, by the fan app or the console, and counts nothing again', async () => {
    const stream = await openStream(server, moderator);
    const first = (await stream.next('counts')) as Record<string, number>;
    const login = await server.call<{ id: number; token: string }>('/webapi/user/login', {
      account: 'anchoradmin',
      password: 'sideline2026',
    });
    const fan = await registerFan(server, 'room_event_fan');
    const banned = await server.call(
      '/api/live/banUser',
      { liveid: 101, uid: fan.id, duration: 600 },
      { query: { token: login.data.token } },
    );
    expect(banned.status, banned.msg).toBe(0);
    expect(await stream.next('row')).toEqual({ queue: 'rooms', id: 101 });
    const lifted = await opsCall(server, 'DELETE', `/ops/api/rooms/101/bans/${fan.id}`, { session: moderator });
    expect(lifted.status, lifted.msg).toBe(0);
    expect(await stream.next('row')).toEqual({ queue: 'rooms', id: 101 });
    const removed = await opsCall(server, 'DELETE', `/ops/api/rooms/101/managers/${login.data.id}`, { session: moderator });
    expect(removed.status, removed.msg).toBe(0);
    expect(await stream.next('row')).toEqual({ queue: 'rooms', id: 101 });
    // The next counts event is the feedback's below: the rooms' rows moved no count and sent none.
    const sent = await server.call('/api/customerservice/publish', { content: '房间之后的留言' }, { query: fan.query });
    expect(sent.status, sent.msg).toBe(0);
    expect(await stream.next('counts')).toEqual({ ...first, feedback: first.feedback + 1 });
    stream.close();
  });

  it.runIf(databaseUrl)('hears a change made through another node of the cluster', async () => {
    const other = await startTestServer({ databaseUrl, role: 'api', keepDatabase: true });
    try {
      const stream = await openStream(server, moderator);
      const first = (await stream.next('counts')) as Record<string, number>;
      const fan = await registerFan(other, 'node_fan');
      const sent = await other.call<{ id: number }>(
        '/api/customerservice/publish',
        { content: '另一个节点收到的留言' },
        { query: fan.query },
      );
      expect(await stream.next('row')).toEqual({ queue: 'feedback', id: sent.data.id });
      expect(await stream.next('counts')).toEqual({ ...first, feedback: first.feedback + 1 });
      stream.close();
    } finally {
      await other.close();
    }
  });

  it('takes a bounded number of streams per node', () => {
    const events = new QueueEvents(server.db, 2);
    const listener = { counts: () => undefined, row: () => undefined, end: () => undefined };
    const first = events.subscribe(listener);
    expect(events.subscribe({ ...listener })).toBeDefined();
    expect(events.subscribe({ ...listener })).toBeUndefined();
    first!();
    expect(events.subscribe({ ...listener })).toBeDefined();
  });
});
