import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { signNotice } from '../domain/money/wallet/recharges.ts';
import type { Fixtures } from './authorization-matrix.ts';
import { registerFan, setWallet, uploadPng, type TestServer } from './test-server.ts';

/** The signed-in callers of the matrix: a fan with a full wallet, the seed's VIP, an anchor and the anchor's admin. */
export type Tokens = Record<'fan' | 'vip' | 'anchor' | 'manager', string>;

export interface MatrixSessions {
  fixtures: Fixtures;
  tokens: Tokens;
  /** The sessions a hostile caller has: none, a guest's chat id, an ended session, a token never issued. */
  badSessions: Record<string, string | undefined>;
}

/** Signs everyone in and makes the objects the matrix's rows name (a fan's and another fan's). */
export async function prepareMatrixSessions(server: TestServer): Promise<MatrixSessions> {
  let requests = 0;
  const login = async (account: string) =>
    (await server.call<{ token: string }>('/webapi/user/login', { account, password: 'sideline2026' })).data.token;
  const as = <T>(token: string, path: string, body: unknown) => server.call<T>(path, body, { query: { token } });
  const fan = await registerFan(server, 'matrixfan');
  const other = await registerFan(server, 'matrixother');
  for (const who of [fan, other]) await setWallet(server, { id: who.id }, { gold: 1_000_000, diamond: 1_000_000 });
  const tokens = { fan: fan.token, vip: await login('vipfan'), anchor: await login('anchor01'), manager: await login('anchoradmin') };
  // A real session row whose week is over.
  const expiredToken = randomBytes(32).toString('base64url');
  await server.db.query(
    "insert into sessions (token, user_id, created_at, expires_at) values ($1, $2, '2026-05-20T00:00:00Z', '2026-05-27T00:00:00Z')",
    [expiredToken, fan.id],
  );
  const badSessions = {
    'no token': undefined,
    'a guest': (await server.call<{ userid: string }>('/api/user/getGuestInfo')).data.userid,
    'an expired session': expiredToken,
    'a forged token': randomBytes(32).toString('base64url'),
  };
  // A captcha for the admin API's captcha row to read (QA reads the digits a fan was shown).
  expect((await fetch(new URL('/api/user/smsCaptcha?code=matrix02', server.url))).status).toBe(200);

  /** The objects a fan owns: an address, a material, a recharge, a comment and a welcome benefit. */
  const objectsOf = async (token: string) => {
    const address = await as<{ id: number }>(token, '/api/shop/saveAddress', {
      name: '韩梅梅',
      mobile: '13900000000',
      detail: '上海市浦东新区',
    });
    const material = await as<{ list: { id: number; url: string }[] }>(token, '/api/user/addMaterial', {
      url: await uploadPng(server, token),
    });
    const recharge = await as<{ recharge: { id: number }; pay_url: string }>(token, '/api/pay/createRecharge', {
      package_id: 1,
      request_id: `matrix-${++requests}`,
    });
    const comment = await as<{ id: number }>(token, '/api/video/postComment', { video_id: 2, content: '好球' });
    const benefits = await as<{ list: { id: number }[] }>(token, '/api/user/getBenefits', {});
    const ids = {
      addressId: address.data.id,
      materialId: material.data.list[0].id,
      rechargeId: recharge.data.recharge.id,
      commentId: comment.data.id,
      benefitId: benefits.data.list[0].id,
    };
    expect(Object.values(ids).filter((id) => !Number.isInteger(id))).toEqual([]);
    return { ids, payUrl: recharge.data.pay_url, file: new URL(material.data.list[0].url).pathname };
  };
  const own = await objectsOf(fan.token);
  const others = await objectsOf(other.token);
  const fixtures: Fixtures = {
    requestId: () => `matrix-${++requests}`,
    fan: { id: fan.id },
    other: { id: other.id, ...others.ids },
    own: own.ids,
    sandboxLink: own.payUrl,
    uploadedFile: own.file,
    account: () => `matrix${++requests}`,
    spareToken: async () => (await registerFan(server, `matrix_spare${++requests}`)).token,
    signedNotice: async () => {
      const { data } = await as<{ recharge: { id: number; price_fen: number } }>(fan.token, '/api/pay/createRecharge', {
        package_id: 1,
        request_id: `matrix-${++requests}`,
      });
      const notice = { recharge_id: data.recharge.id, result: 1 as const, price_fen: data.recharge.price_fen };
      return { ...notice, sign: signNotice(server.context.paySecret, notice) };
    },
  };
  return { fixtures, tokens, badSessions };
}
