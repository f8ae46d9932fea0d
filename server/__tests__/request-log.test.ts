import { afterEach, describe, expect, it } from 'vitest';
import { decodeLongPollResponse, encodeLongPollRequest } from '../../runtime/im/protocol/codec.ts';
import { loggedPath } from '../http/request-log.ts';
import { anonymousJoin, chatUser, loggedIn, textMessage } from './im-test-client.ts';
import { registerFan, startTestServer, type TestServer } from './test-server.ts';

const running: TestServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
});

async function serverWithLog(access: boolean): Promise<{ server: TestServer; lines: string[]; writes: string[] }> {
  const lines: string[] = [];
  const writes: string[] = [];
  const write = (text: string) => {
    writes.push(text);
    lines.push(...text.split('\n'));
  };
  const server = await startTestServer({ requestLog: { access, write }, nodeId: 'api-test' });
  running.push(server);
  return { server, lines, writes };
}

const accessLine = /^\d{4}-\d\d-\d\dT[\d:.]+Z (GET|POST) (\S+) (\d{3}) [\d.]+ms node=api-test id=([\w-]+)$/;

describe('access log (serve --access-log)', () => {
  it('writes one line per request with time, method, path, status, duration, node and id; never a token or password', async () => {
    const { server, lines } = await serverWithLog(true);
    const fan = await registerFan(server, 'log_fan_01');
    await server.call('/webapi/User/getUserInfo', {}, { query: fan.query });
    const missing = await fetch(`${server.url}/api/nope?password=hunter22&usersig=abc123`);
    expect(missing.status).toBe(404);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(accessLine);
    const [regist, info, nope] = lines.map((line) => accessLine.exec(line)!);
    expect([regist[1], regist[2], regist[3]]).toEqual(['POST', '/webapi/user/regist?platform=3&sp_source=9', '200']);
    expect([info[2], info[3]]).toEqual(['/webapi/User/getUserInfo?platform=3&sp_source=9&token=-', '200']);
    expect([nope[1], nope[2], nope[3]]).toEqual(['GET', '/api/nope?password=-&usersig=-', '404']);
    const all = lines.join('\n');
    for (const secret of [fan.token, 'goal2026', 'hunter22', 'abc123']) expect(all).not.toContain(secret);
  });

  it('is off by default, but a server fault is logged with the request id its envelope answers, and what failed', async () => {
    const { server, lines } = await serverWithLog(false);
    await registerFan(server, 'log_fan_02');
    expect(lines).toEqual([]);
    // A real fault: the table registration writes to is gone.
    await server.db.exec('alter table users rename to users_gone');
    try {
      const response = await fetch(`${server.url}/webapi/user/regist?platform=3&sp_source=9`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'log_fan_03', password: 'goal2026' }),
      });
      expect(response.status).toBe(500);
      const envelope = (await response.json()) as { data: null; msg: string; status: number; request_id: string };
      expect(envelope).toMatchObject({ data: null, msg: '服务器繁忙，请稍后再试', status: 500 });
      expect(envelope.request_id).toMatch(/^[0-9a-f]{16}$/);
      expect(JSON.stringify(envelope)).not.toContain('users_gone');
      expect(lines).toHaveLength(2);
      const fault = lines.find((line) => line.includes(' fault '))!;
      expect(fault).toContain(`id=${envelope.request_id}`);
      expect(fault).toContain('users');
      expect(fault).not.toContain('\n');
      expect(lines.find((line) => !line.includes(' fault '))).toMatch(
        new RegExp(`^\\S+ POST /webapi/user/regist\\S* 500 .* id=${envelope.request_id}$`),
      );
    } finally {
      await server.db.exec('alter table users_gone rename to users');
    }
  });

  it("keeps the proxy's plain X-Request-Id and replaces one that could forge a line", async () => {
    const { server, lines } = await serverWithLog(true);
    await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': '0123456789abcdef0123456789abcdef' } });
    await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'x id=forged 200' } });
    expect(lines[0]).toMatch(/ id=0123456789abcdef0123456789abcdef$/);
    expect(lines[1]).toMatch(/ id=[0-9a-f]{16}$/);
    expect(lines[1]).not.toContain('forged');
  });
});

describe('access log of a room message to its long polls', () => {
  it('writes a line per poll answered, the polls one message answers in one write, and the answers are whole', async () => {
    const { server, lines, writes } = await serverWithLog(true);
    const room = 'live_101';
    const anchor = await loggedIn(server, await chatUser(server, 'log_anchor'));
    try {
      expect((await anchor.request('group.join', { groupRequest: { groupId: room } })).errorCode).toBe(0);
      const joins = await Promise.all(Array.from({ length: 5 }, () => anonymousJoin(server, room)));
      const polls = joins.map((join) =>
        fetch(`${server.url}/im/long-poll`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-protobuf' },
          body: encodeLongPollRequest({ key: join.longPollingKey, startSequence: join.nextSequence }),
        }),
      );
      // Every poll is held before the message comes (its request line is not written until it is answered).
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(lines.filter((line) => line.includes('/im/long-poll'))).toEqual([]);
      expect((await anchor.request('group.send', textMessage(room, '球进了', 7001))).errorCode).toBe(0);
      for (const response of await Promise.all(polls)) {
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/x-protobuf');
        const body = new Uint8Array(await response.arrayBuffer());
        expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
        const answer = decodeLongPollResponse(body);
        expect(answer.messages.map((message) => message.elements?.[0]?.text)).toEqual(['球进了']);
        expect(answer.key).not.toBe('');
      }
      await new Promise((resolve) => setImmediate(resolve));
      const pollLines = lines.filter((line) => line.includes('/im/long-poll'));
      expect(pollLines).toHaveLength(5);
      for (const line of pollLines) expect(line).toMatch(/^\S+ POST \/im\/long-poll 200 [\d.]+ms node=api-test id=[0-9a-f]{16}$/);
      expect(writes.filter((text) => text.includes('/im/long-poll'))).toHaveLength(1);
    } finally {
      anchor.close();
    }
  });
});

describe('loggedPath', () => {
  it('hides the values of secret parameters and escapes what would break a line', () => {
    expect(loggedPath('/im/ws?userid=7&userSig=eyJ&sdkappid=1')).toBe('/im/ws?userid=7&userSig=-&sdkappid=1');
    expect(loggedPath('/api/x?phone_code=1234&Token=a&%74oken=b')).toBe('/api/x?phone_code=-&Token=-&%74oken=-');
    expect(loggedPath('/m/a b"c')).toBe('/m/a%20b%22c');
  });
});
