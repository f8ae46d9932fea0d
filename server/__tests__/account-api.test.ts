import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePixelPng } from '../../tests/support/images.ts';
import { backends, startTestServer, type TestServer } from './test-server.ts';

const adminToken = 'qa-secret-token';

/** A person reads the digits in the picture; QA (and this test) asks the admin API what the image shows. */
async function solveCaptcha(server: TestServer, key: string): Promise<string> {
  const svg = await (await fetch(`${server.url}/api/user/smsCaptcha?code=${key}`)).text();
  expect(svg).not.toMatch(/<text/);
  const response = await fetch(`${server.url}/admin/captcha?code=${key}`, { headers: { 'x-admin-token': adminToken } });
  return ((await response.json()) as { data: { digits: string } }).data.digits;
}

async function lastSms(server: TestServer, mobile: string): Promise<string> {
  const response = await fetch(`${server.url}/admin/sms/last?mobile=${mobile}`, { headers: { 'x-admin-token': adminToken } });
  return ((await response.json()) as { data: { code: string } }).data.code;
}

describe.each(backends)('account API on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, adminToken });
    token = (await server.call<{ token: string }>('/webapi/user/regist', { account: 'fan_acc', password: 'goal2026' })).data.token;
  });
  afterAll(() => server.close());

  it('sends an SMS code only for the right captcha, once a minute per phone', async () => {
    const image = await fetch(`${server.url}/api/user/smsCaptcha?code=key-000001`);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect((await server.call('/webapi/user/sendCode', { mobile: '13800000001', captcha: '0000', code: 'never-issued' })).status).toBe(1);
    const digits = await solveCaptcha(server, 'key-000002');
    expect(digits).toMatch(/^\d{4}$/);
    expect((await server.call('/webapi/user/sendCode', { mobile: '13800000001', captcha: digits, code: 'key-000002' })).status).toBe(0);
    expect(await lastSms(server, '13800000001')).toMatch(/^\d{6}$/);
    const reused = await server.call('/webapi/user/sendCode', { mobile: '13800000001', captcha: digits, code: 'key-000002' });
    expect(reused.status).toBe(1);
    const again = await solveCaptcha(server, 'key-000003');
    expect((await server.call('/webapi/user/sendCode', { mobile: '13800000001', captcha: again, code: 'key-000003' })).status).toBe(5);
    expect((await server.call('/webapi/user/sendCode', { mobile: '12345', captcha: '1234', code: 'key-000004' })).status).toBe(1);
  });

  it('binds a phone with the code sent to it, then resets the password through it', async () => {
    expect((await server.call('/api/user/sendVerifyCode', { mobile: '13900000002' })).status).toBe(2);
    expect((await server.call('/api/user/sendVerifyCode', { mobile: '13900000002' }, { query: { token } })).status).toBe(0);
    const code = await lastSms(server, '13900000002');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await server.call('/api/User/bindPhone', { mobile: '13900000002', sms_code: wrong }, { query: { token } })).msg).toBe(
      '短信验证码错误或已过期',
    );
    expect((await server.call('/api/User/bindPhone', { mobile: '13900000002', sms_code: code }, { query: { token } })).status).toBe(0);

    const captcha = await solveCaptcha(server, 'key-reset-1');
    expect((await server.call('/webapi/user/sendCode', { mobile: '13900000002', captcha, code: 'key-reset-1' })).status).toBe(0);
    const resetCode = await lastSms(server, '13900000002');
    expect(
      (await server.call('/api/user/changePwd', { mobile: '13900000002', sms_code: resetCode, new_password: 'fresh2027' })).status,
    ).toBe(0);
    expect((await server.call('/webapi/User/getUserInfo', {}, { query: { token } })).status).toBe(2);
    const login = await server.call<{ token: string }>('/webapi/user/login', { account: 'fan_acc', password: 'fresh2027' });
    expect(login.status).toBe(0);
    token = login.data.token;
  });

  it('counts parallel guesses of an SMS code, and never lets a binding code reset a password', async () => {
    const victim = await server.call<{ token: string }>('/webapi/user/regist', { account: 'fan_guess', password: 'goal2026' });
    await server.call('/api/user/sendVerifyCode', { mobile: '13700000003' }, { query: { token: victim.data.token } });
    const code = await lastSms(server, '13700000003');
    const wrong = Array.from({ length: 20 }, (_, i) => String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'));
    await Promise.all(
      wrong.map((guess) =>
        server.call('/api/User/bindPhone', { mobile: '13700000003', sms_code: guess }, { query: { token: victim.data.token } }),
      ),
    );
    expect(
      (await server.call('/api/User/bindPhone', { mobile: '13700000003', sms_code: code }, { query: { token: victim.data.token } })).status,
    ).toBe(1);

    await server.call('/api/user/sendVerifyCode', { mobile: '13700000004' }, { query: { token: victim.data.token } });
    const bindCode = await lastSms(server, '13700000004');
    expect(
      (await server.call('/api/user/changePwd', { mobile: '13700000004', sms_code: bindCode, new_password: 'stolen2027' })).status,
    ).toBe(1);
  });

  it('edits one’s own profile, and keeps hostile text as plain text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    expect(
      (await server.call('/api/user/editUserInfo', { nick_name: hostile.slice(0, 16), signature: hostile }, { query: { token } })).status,
    ).toBe(0);
    const info = await server.call<{ nick_name: string; signature: string }>('/webapi/User/getUserInfo', {}, { query: { token } });
    expect(info.data).toMatchObject({ nick_name: hostile.slice(0, 16), signature: hostile });
    expect((await server.call('/api/user/editUserInfo', { avatar: 'javascript:alert(1)' }, { query: { token } })).status).toBe(1);
    expect((await server.call('/api/user/editUserInfo', { nick_name: 'x' })).status).toBe(2);
  });

  it('shows only public information of another user', async () => {
    const me = await server.call<{ id: number }>('/webapi/User/getUserInfo', {}, { query: { token } });
    const basic = await server.call<Record<string, unknown>>('/api/user/getUserBasicInfo', { id: me.data.id });
    expect(basic.status).toBe(0);
    expect(basic.data).not.toHaveProperty('token');
    expect(basic.data).not.toHaveProperty('account');
    expect(basic.data).not.toHaveProperty('mobile');
    expect(basic.data).not.toHaveProperty('gold');
    expect(
      (await server.call<{ last_online: number }>('/api/user/getUserLastOnline', { userid: me.data.id })).data.last_online,
    ).toBeGreaterThan(0);
    expect((await server.call('/api/user/getUserBasicInfo', { id: 999999 })).status).toBe(3);
    expect((await server.call('/api/user/getUserBasicInfo', {})).status).toBe(1);
  });

  it('logs the rooms a user opens', async () => {
    const rooms = await server.call<{ list: { anchorid: number; liveid: number }[] }>('/api/live/getRealLives', {});
    await server.call('/webapi/live/getLivePageData', { anchorid: rooms.data.list[2].anchorid }, { query: { token } });
    const log = await server.call<{ list: { liveid: number }[] }>('/webapi/user/getLiveLog', {}, { query: { token } });
    expect(log.data.list[0].liveid).toBe(rooms.data.list[2].liveid);
  });

  it('answers the transaction log, the private agent and the third-member flag', async () => {
    expect((await server.call<{ type: number }[]>('/api/user/getProfitConsumeType')).data.map((t) => t.type)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
    expect((await server.call('/api/user/getProfitList', {}, { query: { token } })).data).toEqual({
      list: [],
      total: 0,
      page: 1,
      size: 20,
    });
    const agents = await server.call<{ list: { nick_name: string }[] }>('/api/user/getUserThirdPrivateAgent', {}, { query: { token } });
    expect(agents.data.list[0].nick_name).toBe('房管小王');
    expect((await server.call('/api/user/updateThirdMember', {}, { query: { token } })).data).toEqual({ third_member: 1 });
  });
});

describe('uploads and storage', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.call<{ token: string }>('/webapi/user/regist', { account: 'fan_up', password: 'goal2026' })).data.token;
  });
  afterAll(() => server.close());

  it('stores an image through the pre-signed PUT and serves it back', async () => {
    const keys = await server.call<{ put_url: string; url: string }>(
      '/api/config/getTempKeysForMinio',
      { key: 'avatar.png' },
      { query: { token } },
    );
    expect(keys.status).toBe(0);
    const put = await fetch(keys.data.put_url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: onePixelPng });
    expect(((await put.json()) as { status: number }).status).toBe(0);
    const back = await fetch(keys.data.url);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await back.arrayBuffer()).equals(onePixelPng)).toBe(true);
  });

  it('refuses uploads without a session, with a forged signature, of the wrong kind or too large', async () => {
    expect((await server.call('/api/config/getTempKeysForMinio', { key: 'a.png' })).status).toBe(2);
    expect((await server.call('/api/config/getTempKeysForMinio', { key: 'a.exe' }, { query: { token } })).status).toBe(1);
    const keys = await server.call<{ put_url: string }>('/api/config/getTempKeysForMinio', { key: 'b.png' }, { query: { token } });
    const forged = keys.data.put_url.replace(/signature=[^&]+/, 'signature=forged');
    expect(
      (
        (await (await fetch(forged, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: onePixelPng })).json()) as {
          status: number;
        }
      ).status,
    ).toBe(4);
    const text = await fetch(keys.data.put_url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: Buffer.from('not an image at all'),
    });
    expect(await text.json()).toMatchObject({ status: 1, msg: '请选择图片文件' });
    const huge = await fetch(keys.data.put_url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: Buffer.alloc(6 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
  });

  it('refuses the 101st file of a day with HTTP 429 and says why, and takes files again a day later', async () => {
    const fan = (await server.call<{ token: string; uid: number }>('/webapi/user/regist', { account: 'fan_quota', password: 'goal2026' }))
      .data;
    // The day's allowance is 100 files: the earlier ones are on the books as this fan's uploads of the last hour.
    const earlier = new Date(server.context.clock.now().getTime() - 3_600_000).toISOString();
    for (let n = 0; n < 100; n++)
      await server.db.query('insert into uploads (key, content_type, bytes, size, user_id, created_at) values ($1, $2, $3, $4, $5, $6)', [
        `quota-${n}.png`,
        'image/png',
        onePixelPng,
        onePixelPng.length,
        fan.uid,
        earlier,
      ]);
    const put = async () => {
      const keys = await server.call<{ put_url: string }>(
        '/api/config/getTempKeysForMinio',
        { key: 'one-more.png' },
        { query: { token: fan.token } },
      );
      return fetch(keys.data.put_url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: onePixelPng });
    };
    const refused = await put();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ data: null, msg: '今日上传已达上限', status: 5 });
    await server.db.query("update uploads set created_at = created_at - interval '1 day' where user_id = $1", [fan.uid]);
    const taken = await put();
    expect(taken.status).toBe(200);
  });

  it('issues COS-style temporary keys, banners, dictionaries, the host list and the common script', async () => {
    const cos = await server.call<{ credentials: Record<string, string>; startTime: number; expiredTime: number }>(
      '/webapi/config/getTempKeysForCos',
      {},
      { query: { token } },
    );
    expect(Object.keys(cos.data.credentials).sort()).toEqual(['sessionToken', 'tmpSecretId', 'tmpSecretKey']);
    expect(cos.data.expiredTime).toBeGreaterThan(cos.data.startTime);
    const banners = (lang?: string) =>
      server.call<{ title: string }[]>('/api/home/getHomeScroll', undefined, { method: 'GET', query: lang ? { lang } : {} });
    expect((await banners()).data.map((b) => b.title)).toEqual(['世界杯预选赛焦点战直播', 'VIP 会员限时优惠', '每日签到领金币']);
    // A pt-br fan (lang=pt-br on every request, spec 000 §7) reads them in Portuguese.
    expect((await banners('pt-br')).data.map((b) => b.title)).toEqual([
      'Ao vivo: os jogões das Eliminatórias',
      'VIP com desconto por tempo limitado',
      'Faça check-in todo dia e ganhe ouro',
    ]);
    const announcement = async (lang?: string) =>
      (await server.call<{ announcement: string }>('/api/home/getHomeData', {}, { query: lang ? { lang } : {} })).data.announcement;
    expect(await announcement()).toBe('文明观赛，理性发言。新用户注册即送 VIP 体验。');
    expect(await announcement('pt-br')).toBe('Torça com respeito e comente com bom senso. Quem se cadastra ganha um teste do VIP.');
    expect(
      Object.keys((await server.call<object>('/api/SportDatabase/getBaseDictionary', undefined, { method: 'GET' })).data).sort(),
    ).toEqual(['basket_ball_type', 'foot_ball_type', 'integral_type', 'sports_type']);
    const hosts = await (await fetch(`${server.url}/storage/hosts.json`)).json();
    expect(hosts).toEqual({ status: 200, data: [server.url] });
    const script = await fetch(`${server.url}/webapi/home/getCommonScript?t=123`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('__SIDELINE_COMMON__');
  });
});
