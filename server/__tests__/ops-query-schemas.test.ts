import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApiSchemas } from '../../schema/api-schemas.ts';
import { ref } from '../http/api-schemas.ts';
import { opsValidatorCompiler } from '../http/ops-validation.ts';
import { checkQueries, defaultQuerySchema } from '../http/query-check.ts';
import { routesOf } from '../http/route-list.ts';
import { opsCall, signedInOperator, type OpsSession } from './ops-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** The `$id` a route's query schema refers to (`{ $ref: 'ops/audit.query#' }`). */
const idOf = (schema: unknown) => String((schema as { $ref?: string } | undefined)?.$ref ?? '').replace(/#$/, '');

/**
 * Issue 36, house boundaries: every query string the console sends is checked by a JSON Schema of schema/api/ops
 * before a handler sees it (a wrong type, a number out of range, an unknown value or an unknown parameter is status 1
 * naming the field), and the console's calls are typed from the same schemas.
 */
describe("the operators' console query strings and their schemas", () => {
  let server: TestServer;
  let owner: OpsSession;
  const ids = new Set(readApiSchemas().map((schema) => String(schema.$id)));

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOperator(server, 'query-owner@example.com', 'owner');
  }, 120_000);
  afterAll(() => server.close());

  it('names a query schema of schema/api/ops for every /ops/api route, and every query schema is named', () => {
    const routes = routesOf(server.app).filter((route) => route.url.startsWith('/ops/api/'));
    const unnamed = routes.filter((route) => !ids.has(idOf(route.query))).map((route) => `${route.method} ${route.url}`);
    expect(unnamed).toEqual([]);
    const named = new Set(routes.map((route) => idOf(route.query)));
    const orphans = [...ids].filter((id) => id.startsWith('ops/') && id.endsWith('.query') && !named.has(id));
    expect(orphans).toEqual([]);
  });

  it.each([
    ['/ops/api/audit?page=two', '参数错误: page 应为整数'],
    ['/ops/api/audit?pageSize=500', '参数错误: pageSize 不能大于 200'],
    ['/ops/api/audit?page=0', '参数错误: page 不能小于 1'],
    ['/ops/api/audit.csv?operator=1.5', '参数错误: operator 应为整数'],
    ['/ops/api/content?kind=poster', '参数错误: kind 只能是 banner 或 announcement'],
    ['/ops/api/content', '参数错误: kind 不能为空'],
    ['/ops/api/money/daily?from=yesterday', '参数错误: from 应为 YYYY-MM-DD 日期'],
    ['/ops/api/money/daily.csv?to=2026-6-1', '参数错误: to 应为 YYYY-MM-DD 日期'],
    ['/ops/api/fans/1/transactions?page=10000', '参数错误: page 不能大于 9999'],
    ['/ops/api/matches?date=today', '参数错误: date 应为 YYYY-MM-DD 日期'],
    ['/ops/api/site?lang=en', '参数错误: lang 只能是 zh 或 pt-BR'],
    ['/ops/api/operators?lang=zh&sort=email', '参数错误: 未知字段 sort'],
  ])('refuses GET %s with status 1 naming the field, never a fault or a silent default', async (path, msg) => {
    const answer = await opsCall(server, 'GET', path, { session: owner });
    expect({ http: answer.http, status: answer.status, msg: answer.msg }).toEqual({ http: 200, status: 1, msg });
  });

  it('reads numbers in a query as numbers and lets the console language through on every call', async () => {
    const page = await opsCall<{ items: unknown[]; total: number }>(server, 'GET', '/ops/api/audit?page=1&pageSize=2&lang=pt-BR', {
      session: owner,
    });
    expect(page.status).toBe(0);
    expect(page.data.items.length).toBeLessThanOrEqual(2);
    const transactions = await opsCall<{ page: number }>(server, 'GET', '/ops/api/fans/1/transactions?page=3&lang=zh', { session: owner });
    expect(transactions.status).toBe(0);
    expect(transactions.data.page).toBe(3);
    const queue = await opsCall(server, 'GET', '/ops/api/queues/applications?lang=pt-BR', { session: owner });
    expect(queue.status).toBe(0);
  });

  it('fails a handler that reads a query its route names no schema for, as a fault naming the route', async () => {
    const app = Fastify();
    const faults: string[] = [];
    app.setErrorHandler((error: Error, _request, reply) => {
      faults.push(error.message);
      return reply.code(500).send({ data: null, msg: '服务器繁忙，请稍后再试', status: 7 });
    });
    app.setValidatorCompiler(opsValidatorCompiler());
    defaultQuerySchema(app);
    checkQueries(app);
    app.get('/unnamed', async (request) => ({ data: (request.query as { kind?: string }).kind, msg: '', status: 0 }));
    app.get('/named', { schema: { querystring: ref('ops/content.query') } }, async (request) => ({
      data: (request.query as { kind: string }).kind,
      msg: '',
      status: 0,
    }));
    try {
      expect((await app.inject('/unnamed?lang=zh')).statusCode).toBe(500);
      expect(faults).toHaveLength(1);
      expect(faults[0]).toMatch(
        /^GET \/unnamed reads its query string but names no query schema: write schema\/api\/ops\/<call>\.query\.json/,
      );
      expect((await app.inject('/named?kind=banner')).json()).toEqual({ data: 'banner', msg: '', status: 0 });
    } finally {
      await app.close();
    }
  });
});
