import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages } from '../../runtime/core/i18n/common-messages.ts';
import { commonScriptUrl, HostPool } from '../../runtime/core/http/host-pool.ts';
import { createHttpClient, type HttpClientOptions } from '../../runtime/core/http/http-client.ts';
import { HttpError, isCancelled } from '../../runtime/core/http/http-errors.ts';
import type { QueryContext } from '../../runtime/core/http/request-params.ts';
import { createLoginPrompt } from '../../runtime/core/session/login-prompt.ts';
import { startTestServer, type TestServer } from '../../server/__tests__/test-server.ts';

/** A screen that records what the client asked of it. Dialogs stay open until `answerDialog` (or answer at once). */
function recordingUi(answer?: boolean) {
  const events: string[] = [];
  const open: ((confirmed: boolean) => void)[] = [];
  return {
    events,
    answerDialog: (confirmed: boolean) => open.splice(0).forEach((resolve) => resolve(confirmed)),
    ui: {
      showLoading: (text: string) => events.push(`loading:${text}`),
      hideLoading: () => events.push('loading:off'),
      toast: (message: string) => events.push(`toast:${message}`),
      confirm: (dialog: { title: string; message: string }) => {
        events.push(`dialog:${dialog.title}|${dialog.message}`);
        return answer === undefined ? new Promise<boolean>((resolve) => open.push(resolve)) : Promise.resolve(answer);
      },
    },
  };
}

const texts = (lang: 'cn' | 'pt-br') => () => {
  const m = commonMessages[lang];
  return {
    loading: m['http.loading'],
    loginTitle: m['http.loginTitle'],
    loginMessage: m['http.loginMessage'],
    confirm: m['http.confirm'],
    cancel: m['http.cancel'],
  };
};

/** A server that misbehaves on purpose: slow answers, and whatever it was told to echo. */
let faults: Server;
let faultsUrl: string;
let lastFaultQuery = '';
beforeAll(async () => {
  faults = createServer((request, response) => {
    lastFaultQuery = request.url ?? '';
    if (request.url?.startsWith('/slow')) {
      setTimeout(() => response.end(JSON.stringify({ data: 1, msg: '', status: 0 })), 1_000);
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ data: null, msg: '', status: 0 }));
  });
  await new Promise<void>((resolve) => faults.listen(0, '127.0.0.1', resolve));
  faultsUrl = `http://127.0.0.1:${(faults.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => faults.close(() => resolve())));

describe('HTTP client against the reference server', () => {
  let server: TestServer;
  let query: QueryContext;
  const session = { expired: 0, backurl: '', path: '/m/score?tab=hot' };
  const make = (overrides: Partial<HttpClientOptions> = {}, lang: 'cn' | 'pt-br' = 'cn', answer?: boolean) => {
    const recorded = recordingUi(answer);
    const prompt = createLoginPrompt({
      ui: recorded.ui,
      texts: texts(lang),
      currentPath: () => session.path,
      goToLogin: (backurl) => (session.backurl = backurl),
    });
    const client = createHttpClient({
      hosts: new HostPool([server.url], ''),
      query: () => query,
      ui: recorded.ui,
      texts: texts(lang),
      session: { expire: () => session.expired++, promptLogin: prompt.open },
      ...overrides,
    });
    return { client, events: recorded.events, answerDialog: recorded.answerDialog };
  };

  beforeAll(async () => {
    server = await startTestServer();
    query = { sp_source: 3002, platform: 3, lang: 'cn', carryQuery: ['channel_code'], pageSearch: '?channel_code=tt&other=1' };
  });
  afterAll(() => server.close());

  it('reads data on status 0, with the loading toast around the call', async () => {
    const { client, events } = make();
    const config = await client.get<{ config: { switch_room_chat: string } }>('/api/config/getCommonConfig');
    expect(config.config.switch_room_chat).toBe('1');
    expect(events).toEqual(['loading:加载中...', 'loading:off']);
    const quiet = make();
    await quiet.client.get('/api/config/getCommonConfig', undefined, { hideLoading: true });
    expect(quiet.events).toEqual([]);
  });

  it('adds token, uid, sp_source, platform, lang (pt-br only) and the carried channel_code, and drops empty fields', async () => {
    const hosts = new HostPool([faultsUrl], '');
    const { client } = make({ hosts });
    query = { ...query, token: 'tok', uid: 42, lang: 'pt-br' };
    await client.post('/echo', { keep: 'x', empty: '', none: null });
    const sent = new URL(lastFaultQuery, faultsUrl).searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      sp_source: '3002',
      platform: '3',
      token: 'tok',
      uid: '42',
      lang: 'pt-br',
      channel_code: 'tt',
    });
    query = { ...query, token: undefined, uid: undefined, lang: 'cn', carryQuery: [] };
    await client.get('/echo', { q: 'a', blank: '' });
    expect(Object.fromEntries(new URL(lastFaultQuery, faultsUrl).searchParams)).toEqual({ sp_source: '3002', platform: '3', q: 'a' });
  });

  it('on status 2 with 登录超时: clears the session, shows the message, rejects with 登陆超时, and asks to log in once', async () => {
    const { client, events, answerDialog } = make();
    session.expired = 0;
    const calls = [client.post('/webapi/user/getLiveLog'), client.post('/api/user/getProfitList'), client.post('/webapi/user/getLiveLog')];
    const errors = await Promise.all(calls.map((call) => call.catch((error: HttpError) => error)));
    for (const error of errors) expect(error).toMatchObject({ code: 'LOGIN_TIMEOUT', message: '登陆超时' });
    expect(session.expired).toBe(3);
    expect(events.filter((e) => e.startsWith('dialog:'))).toEqual(['dialog:您还未登录|请登录使用完整功能']);
    expect(events).toContain('toast:登录超时，请重新登录');
    answerDialog(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(session.backurl).toBe('/m/score?tab=hot');
  });

  it('shows no dialog for the user-info fetch, an empty message outside Chinese, and runs the caller’s callback on cancel', async () => {
    const silent = make({}, 'cn', true);
    await expect(silent.client.post('/webapi/User/getUserInfo', {}, { background: true })).rejects.toMatchObject({ code: 'LOGIN_TIMEOUT' });
    expect(silent.events.some((e) => e.startsWith('dialog:'))).toBe(false);
    const portuguese = make({}, 'pt-br', false);
    let cancelled = false;
    await expect(portuguese.client.post('/webapi/User/getUserInfo', {}, { onLoginCancel: () => (cancelled = true) })).rejects.toMatchObject(
      { code: 'LOGIN_TIMEOUT' },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(portuguese.events).toContain('dialog:Você não está conectado|');
    expect(cancelled).toBe(true);
  });

  it('sends a call at once with sendNow and shows nothing of its answer until it is read: then the login dialog', async () => {
    const { client, events, answerDialog } = make();
    session.expired = 0;
    const sent = client.sendNow('/api/user/getProfitList');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([]);
    expect(session.expired).toBe(0);
    // A login timeout is not data: it waits for `read`, which shows the dialog.
    expect(sent.readNow()).toBeNull();
    await expect(sent.read()).rejects.toMatchObject({ code: 'LOGIN_TIMEOUT' });
    expect(session.expired).toBe(1);
    expect(events.filter((e) => e.startsWith('dialog:'))).toEqual(['dialog:您还未登录|请登录使用完整功能']);
    answerDialog(false);
    const day = client.sendNow<{ list: unknown[] }>('/api/race/getDateMatch', {
      date: '2026-11-22',
      sport_id: 0,
      tab: 'all',
      filter: 'all',
    });
    expect(day.readNow()).toBeNull();
    await expect(day.read()).resolves.toMatchObject({ list: expect.any(Array) });
    expect(day.readNow()).toMatchObject({ data: { list: expect.any(Array) } });
    expect(events.some((e) => e.startsWith('loading:'))).toBe(false);
  });

  it('toasts a failure message once in a burst, then again after 2 s', async () => {
    let clock = 0;
    const { client, events } = make({ now: () => clock });
    const bad = () => client.post('/webapi/user/login', { account: 'nobody', password: 'nope1234' }).catch((error: HttpError) => error);
    const first = await bad();
    expect(first).toMatchObject({ code: 'API_STATUS', status: 1, message: '账号或密码错误' });
    await bad();
    clock = 1_999;
    await bad();
    expect(events.filter((e) => e.startsWith('toast:'))).toEqual(['toast:账号或密码错误']);
    clock = 2_000;
    await bad();
    expect(events.filter((e) => e.startsWith('toast:'))).toHaveLength(2);
    const quiet = make({ now: () => 10_000 });
    await quiet.client.post('/webapi/user/login', { account: 'nobody', password: 'nope1234' }, { noToast: true }).catch(() => undefined);
    expect(quiet.events.filter((e) => e.startsWith('toast:'))).toEqual([]);
  });

  it('rejects a slow answer past the timeout, and a refused connection, as network errors', async () => {
    const slow = make({ hosts: new HostPool([faultsUrl], ''), timeoutMs: 200 });
    await expect(slow.client.get('/slow')).rejects.toMatchObject({ code: 'NETWORK' });
    const refused = make({ hosts: new HostPool(['http://127.0.0.1:9'], '') });
    await expect(refused.client.get('/api/config/getCommonConfig')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(refused.events).toEqual(['loading:加载中...', 'loading:off']);
  });

  it('cancels pending calls without an error the fan would see', async () => {
    const { client, events } = make({ hosts: new HostPool([faultsUrl], '') });
    const pending = client.get('/slow').catch((error: unknown) => error);
    client.cancelAll();
    const error = await pending;
    expect(isCancelled(error)).toBe(true);
    expect(events.some((e) => e.startsWith('toast:'))).toBe(false);
  });
});

describe('hosts (spec 000 §7, §4)', () => {
  it('goes round-robin over the configured hosts, with the fallback when there are none', () => {
    const pool = new HostPool(['http://a', 'http://b'], 'http://fallback');
    expect([pool.next(), pool.next(), pool.next()]).toEqual(['http://a', 'http://b', 'http://a']);
    expect(new HostPool([], 'http://fallback').next()).toBe('http://fallback');
  });

  it("reads a fallback given as a function at each use: the server's render learns its page's origin after it loaded", () => {
    let origin = 'http://127.0.0.1';
    const pool = new HostPool([], () => origin);
    origin = 'https://qutu.example';
    expect([pool.next(), pool.preferred(), pool.isKnown('https://qutu.example')]).toEqual([
      'https://qutu.example',
      'https://qutu.example',
      true,
    ]);
    expect(pool.isKnown('http://127.0.0.1')).toBe(false);
  });

  it('adds the host list from the storage file, the first fetched host becoming current if none is set; failures ignored', async () => {
    const server = await startTestServer();
    try {
      const pool = new HostPool([], '');
      const client = createHttpClient({
        hosts: pool,
        query: () => ({ sp_source: 9, platform: 3, lang: 'cn', carryQuery: [], pageSearch: '' }),
        ui: recordingUi().ui,
        texts: texts('cn'),
        session: { expire: () => undefined, promptLogin: () => undefined },
      });
      await client.loadHostList(`${server.url}/storage/hosts.json`);
      expect(pool.current).toBe(server.url);
      expect(pool.next()).toBe(server.url);
      await client.loadHostList('http://127.0.0.1:9/hosts.json');
      expect(pool.current).toBe(server.url);
    } finally {
      await server.close();
    }
  });

  it('loads the common script only from a configured API host', () => {
    const pool = new HostPool(['https://api.example'], '');
    expect(commonScriptUrl(pool, 'https://api.example', 123)).toBe('https://api.example/webapi/home/getCommonScript?t=123');
    expect(commonScriptUrl(pool, 'https://evil.example', 123)).toBeUndefined();
  });
});
