import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskPhone } from '../domain/accounts/fan-lookup.ts';
import { opsCall, signedInOperator, type OpsSession } from './ops-client.ts';
import { backends, registerFan, startTestServer, type TestServer } from './test-server.ts';

type Fan = { id: number; nickName: string; phone: string; vipLevel: number; gold: number; diamond: number };

/** Issue 36 §7: looking fans up by id, nick or phone, phones masked; showing a phone in full is in the audit log. */
describe.each(backends)("the console's fan look-up on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let viewer: OpsSession;
  let moderator: OpsSession;
  let fan: { id: number };
  const hostile = '<img src=x onerror=alert(1)>50%_fan';

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    viewer = await signedInOperator(server, 'view@example.com', 'viewer');
    moderator = await signedInOperator(server, 'mod@example.com', 'moderator');
    fan = await registerFan(server, 'lookup_fan');
    await server.db.query('update users set nick_name = $1, mobile = $2 where id = $3', [hostile, '13812345678', fan.id]);
    // A nick that a `%` or `_` left unescaped would also match.
    await server.db.query("update users set nick_name = '50xxfan' where id = $1", [(await registerFan(server, 'lookup_other')).id]);
  }, 120_000);
  afterAll(() => server.close());

  const lookUp = (q: string) => opsCall<{ items: Fan[] }>(server, 'GET', `/ops/api/fans?q=${encodeURIComponent(q)}`, { session: viewer });

  it('masks a phone to its first three and last four digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('5511987654321')).toBe('551******4321');
    expect(maskPhone(null)).toBe('');
  });

  it('finds a fan by id, by phone and by a part of the nick, as written, phone masked', async () => {
    const expected = { id: fan.id, nickName: hostile, phone: '138****5678', vipLevel: 0 };
    expect((await lookUp(String(fan.id))).data.items[0]).toMatchObject(expected);
    expect((await lookUp('13812345678')).data.items).toEqual([expect.objectContaining(expected)]);
    expect((await lookUp('50%_')).data.items).toEqual([expect.objectContaining(expected)]);
    expect((await lookUp('nobody-has-this-nick')).data.items).toEqual([]);
    const empty = await lookUp('   ');
    expect({ status: empty.status, msg: empty.msg }).toEqual({ status: 1, msg: '参数错误: 请输入 1 到 40 个字符的 ID、昵称或手机号' });
  });

  it('shows a phone in full only to fans.write, and records whose, never the number', async () => {
    const path = `/ops/api/fans/${fan.id}/phone`;
    expect(await opsCall(server, 'POST', path, { session: viewer })).toMatchObject({ http: 403, status: 4, msg: '没有权限' });
    const shown = await opsCall<{ phone: string }>(server, 'POST', path, { session: moderator });
    expect(shown.data).toEqual({ phone: '13812345678' });
    const rows = await server.db.query<{ actor: string; action: string; after: unknown }>(
      "select actor, action, after from operator_audit where target_kind = 'fan' and target_id = $1",
      [String(fan.id)],
    );
    expect(rows).toEqual([{ actor: 'mod@example.com', action: 'fan.unmaskPhone', after: { phone: '138****5678' } }]);
    expect((await opsCall(server, 'POST', '/ops/api/fans/999999/phone', { session: moderator })).status).toBe(3);
  });
});
