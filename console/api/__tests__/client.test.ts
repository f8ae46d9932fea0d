import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { createApiClient } from '../client.ts';

/** What the test server saw of the last call. */
let seen: { method?: string; url?: string; csrf?: string; body?: string } = {};
/** What it answers next: an HTTP status and a body. */
let answer: { code: number; body: string } = { code: 200, body: '{"data":null,"status":0}' };

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen = { method: request.method, url: request.url, csrf: request.headers['x-csrf-token'] as string | undefined, body };
      response.writeHead(answer.code, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ops/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(signedOut: string[] = []) {
  return createApiClient({ baseURL: base, csrfToken: () => 'token-1', lang: () => 'pt-BR', onSignedOut: (m) => signedOut.push(m) });
}

const reply = (code: number, body: unknown) => (answer = { code, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('the console API client', () => {
  it("gives a read's data, asks in the console's language, and sends no CSRF token on a read", async () => {
    reply(200, { data: { code: 'qutu' }, msg: '', status: 0 });
    await expect(client().get('/site')).resolves.toEqual({ code: 'qutu' });
    expect(seen).toMatchObject({ method: 'GET', url: '/ops/api/site?lang=pt-BR', csrf: undefined });
  });

  it('sends the CSRF token and the JSON body with every change', async () => {
    reply(200, { data: { ok: true }, status: 0 });
    await client().send('PATCH', '/site/config', { switch_race_index: '0' });
    expect(seen).toMatchObject({ method: 'PATCH', csrf: 'token-1' });
    expect(JSON.parse(seen.body ?? '')).toEqual({ switch_race_index: '0' });
  });

  it('tells that the session is over (status 2) and rejects with the server message', async () => {
    const signedOut: string[] = [];
    reply(200, { data: null, msg: '登录超时，请重新登录', status: 2 });
    const error = await client(signedOut)
      .get('/audit')
      .catch((e: unknown) => e);
    expect(signedOut).toEqual(['登录超时，请重新登录']);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'answer', status: 2, retryable: false });
  });

  it("keeps the answer's data with a refusal: the sign-in's request for a TOTP code", async () => {
    reply(200, { data: { totpNeeded: true }, msg: '请输入动态验证码', status: 1 });
    const error = (await client()
      .send('POST', '/session', { email: 'a@b.co', password: 'x' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'answer', status: 1, message: '请输入动态验证码', data: { totpNeeded: true } });
  });

  it('reads the envelope of a 403 (a refused CSRF token) as an answer, not a fault', async () => {
    reply(403, { data: null, msg: '缺少或错误的 CSRF 令牌', status: 4 });
    await expect(client().send('DELETE', '/session')).rejects.toMatchObject({
      kind: 'answer',
      status: 4,
      message: '缺少或错误的 CSRF 令牌',
    });
  });

  it('makes a 5xx or an answer that is not the envelope a server failure worth a retry', async () => {
    reply(503, { data: null, msg: 'busy', status: 7 });
    await expect(client().get('/site')).rejects.toMatchObject({ kind: 'server', retryable: true });
    reply(200, '<html>proxy error</html>');
    await expect(client().get('/site')).rejects.toMatchObject({ kind: 'server', retryable: true });
  });

  it('makes no answer at all a network failure worth a retry', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const away = createApiClient({ baseURL: `http://127.0.0.1:${port}/ops/api`, csrfToken: () => null, onSignedOut: () => undefined });
    await expect(away.get('/site')).rejects.toMatchObject({ kind: 'network', retryable: true });
  });
});
