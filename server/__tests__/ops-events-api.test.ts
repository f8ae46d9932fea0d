import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApiSchemas } from '../../schema/api-schemas.ts';
import { answerCheck, checkAnswers, eventDrift } from '../http/answer-check.ts';
import { QueueEvents } from '../jobs/queue-events.ts';
import { eventSchemas, openStream } from './ops-event-stream.ts';
import { opsCall, signedInOperator, type OpsSession } from './ops-client.ts';
import { backends, registerFan, startTestServer, type TestServer } from './test-server.ts';

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

/** Issue 36, house boundaries: the stream's events are checked as answers are, against the map the console reads. */
describe("the operators' console event stream and its schemas", () => {
  it('names for each event of schema/api/ops/events.json the schema its data matches, and no other event', async () => {
    const server = await startTestServer();
    try {
      const map = readApiSchemas().find((schema) => schema.$id === 'ops/events') as { properties: Record<string, { $ref: string }> };
      const expected = Object.fromEntries(
        Object.entries(map.properties).map(([name, { $ref }]) => [name, `ops/${$ref.replace(/#$/, '')}`]),
      );
      expect(eventSchemas(server)).toEqual(expected);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('finds a drifted event or one its route names no schema for, on a server that checks its answers only', async () => {
    const app = Fastify();
    checkAnswers(app, answerCheck());
    const found: (string | null)[] = [];
    app.get('/events', { config: { answer: { events: { counts: 'ops/queue-counts' } } } }, async (request) => {
      const counts = { applications: 1, withdrawals: 0, feedback: 0, reports: 0, comments: 0 };
      for (const [name, data] of [
        ['counts', counts],
        ['counts', { ...counts, comments: 'none' }],
        ['row', { queue: 'feedback', id: 1 }],
      ] as const)
        found.push(eventDrift(request, name, data)?.message ?? null);
      return 'done';
    });
    const unchecked = Fastify();
    unchecked.get('/events', async (request) => String(eventDrift(request, 'counts', { nothing: true })));
    try {
      await app.inject('/events');
      expect(found).toEqual([
        null,
        'GET /events event counts answered data that does not match schema/api/ops/queue-counts.json: /comments must be integer {"type":"integer"}',
        'GET /events wrote the event row, which its route names no schema for',
      ]);
      expect((await unchecked.inject('/events')).body).toBe('null');
    } finally {
      await app.close();
      await unchecked.close();
    }
  });
});
