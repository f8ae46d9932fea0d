import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApiSchemas } from '../../schema/api-schemas.ts';
import { answerCheck, checkAnswers, type RouteAnswer } from '../http/answer-check.ts';
import { routesOf } from '../http/route-list.ts';
import { muteDurations } from '../domain/accounts/fan-moderation.ts';
import { maxDeskMinute, maxDeskPlayer } from '../domain/matches/desk/desk-rules.ts';
import { feedProviderPattern } from '../domain/matches/feed/import-feed.ts';
import { operatorBanDurations } from '../domain/rooms/operator-ban.ts';
import { opsCall, signedInOperator } from './ops-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** The schemas a route's answer names: its data's, or each event's. */
const schemasOf = (answer: RouteAnswer): string[] =>
  typeof answer === 'string' ? [answer] : 'events' in answer ? Object.values(answer.events) : [];

/** Where a console call without an answer schema gets one, said in the failure itself. */
const howToName = (call: string) =>
  `${call} names no answer schema: write schema/api/ops/<call>.response.json (its $id "ops/<call>.response", its title ` +
  `"Ops<Call>"), run \`npm run generate\`, and name it in the route's options in server/routes/ops/: ` +
  `{ config: { answer: 'ops/<call>.response' } } (a CSV download: { csv: true }; an event stream: ` +
  `{ events: { <event name>: '<$id>' } }). The console then imports the generated type from schema/generated/api.ts.`;

/**
 * Issue 36, house boundaries: the console's answers are typed from the same JSON Schemas (schema/api/ops) the server's
 * answers are checked against. Each console call names its schema; test servers check every answer a test reads.
 */
describe("the operators' console answers and their schemas", () => {
  let server: TestServer;
  const ids = new Set(readApiSchemas().map((schema) => String(schema.$id)));

  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server.close());

  it('names a schema of schema/api for the answer of every /ops/api route', () => {
    const routes = routesOf(server.app).filter((route) => route.url.startsWith('/ops/api/'));
    expect(routes.length).toBeGreaterThan(40);
    const unnamed = routes.filter((route) => route.answer === undefined).map((route) => howToName(`${route.method} ${route.url}`));
    expect(unnamed).toEqual([]);
    const unknown = routes.flatMap((route) =>
      schemasOf(route.answer!)
        .filter((id) => !ids.has(id))
        .map((id) => `${route.method} ${route.url} names ${id}, which is no $id of schema/api/`),
    );
    expect(unknown).toEqual([]);
  });

  it('has no answer schema of the console that no route names', () => {
    const named = new Set(routesOf(server.app).flatMap((route) => (route.answer ? schemasOf(route.answer) : [])));
    const orphans = [...ids].filter((id) => id.startsWith('ops/') && id.endsWith('.response') && !named.has(id));
    expect(orphans).toEqual([]);
  });

  it("holds the domain's limits in the bodies' schemas, which refuse a call before the domain sees it", () => {
    const schema = new Map(
      readApiSchemas().map((one) => [String(one.$id), one as { properties: Record<string, Record<string, unknown>> }]),
    );
    const field = (id: string, name: string) => schema.get(id)!.properties[name];
    const sorted = (values: unknown) => [...(values as number[])].sort((a, b) => a - b);
    expect(sorted(field('ops/fan-mute.request', 'duration').enum)).toEqual(sorted(muteDurations));
    expect(sorted(field('ops/room-ban.request', 'duration').enum)).toEqual(sorted(operatorBanDurations));
    expect(sorted(field('ops/report-ban.request', 'duration').enum)).toEqual(sorted(operatorBanDurations));
    expect(field('ops/desk-event.request', 'minute').maximum).toBe(maxDeskMinute);
    // Characters, not UTF-16 units: the domain counts the name's characters, and one may take two units.
    expect(field('ops/desk-event.request', 'player').maxLength).toBe(maxDeskPlayer * 2);
    expect(field('ops/feed-import.request', 'provider').pattern).toBe(feedProviderPattern);
  });

  it('checks an answer field by field: an extra field, a missing one or a wrong type is named', async () => {
    const check = answerCheck();
    const owner = await signedInOperator(server, 'schema-owner@example.com', 'owner');
    const { data } = await opsCall<{ operator: Record<string, unknown>; csrfToken: string }>(server, 'GET', '/ops/api/session', {
      session: owner,
    });
    expect(check('ops/session.response', data)).toEqual([]);
    expect(check('ops/session.response', { ...data, password: 'x' }).join()).toMatch(/must NOT have additional properties.*password/);
    expect(check('ops/session.response', { operator: data.operator }).join()).toMatch(/must have required property.*csrfToken/);
    expect(check('ops/session.response', { ...data, operator: { ...data.operator, sites: 'qutu' } }).join()).toMatch(
      /\/operator\/sites must be array,null/,
    );
    expect(check('ops/session.response', { ...data, operator: { ...data.operator, permissions: ['everything'] } }).join()).toMatch(
      /\/operator\/permissions\/0 must be equal to one of the allowed values/,
    );
    expect(check('ops/nothing.response', null)).toEqual(['schema/api has no schema with $id ops/nothing.response']);
  });

  it('fails a drifted answer as a server fault naming the route and the field, and lets a refusal through', async () => {
    const app = Fastify();
    const faults: string[] = [];
    app.setErrorHandler((error: Error, _request, reply) => {
      faults.push(error.message);
      return reply.code(500).send({ data: null, msg: '服务器繁忙，请稍后再试', status: 7 });
    });
    checkAnswers(app, answerCheck());
    app.get('/upload', { config: { answer: 'ops/upload.response' } }, async () => ({
      data: { url: '/u/a.png', size: 3 },
      msg: '',
      status: 0,
    }));
    app.get('/refused', { config: { answer: 'ops/upload.response' } }, async () => ({ data: null, msg: '没有权限', status: 4 }));
    app.get('/fine', { config: { answer: 'ops/upload.response' } }, async () => ({ data: { url: '/u/a.png' }, msg: '', status: 0 }));
    try {
      expect((await app.inject('/upload')).statusCode).toBe(500);
      expect(faults).toEqual([
        'GET /upload answered data that does not match schema/api/ops/upload.response.json: / must NOT have additional properties {"additionalProperty":"size"}',
      ]);
      expect((await app.inject('/refused')).json()).toEqual({ data: null, msg: '没有权限', status: 4 });
      expect((await app.inject('/fine')).json()).toEqual({ data: { url: '/u/a.png' }, msg: '', status: 0 });
    } finally {
      await app.close();
    }
  });
});
