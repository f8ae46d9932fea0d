import { readApiSchemas } from '../../schema/api-schemas.ts';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

/** The response models of schema/api/models forbid unknown fields, so any drift between server and contract fails here. */
const ajv = new Ajv({ allErrors: true, strict: false });
for (const schema of readApiSchemas()) ajv.addSchema(schema);

function expectShape(model: string, value: unknown) {
  const validate = ajv.getSchema(`${model}`)!;
  const valid = validate(value);
  expect(valid ? [] : validate.errors?.map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
}

describe('responses match the documented models', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('Match: every match of a day, both sports, every state', async () => {
    const { data } = await server.call<{ list: unknown[] }>('/api/race/getDateMatch', { date: '2026-06-01' });
    expect(data.list.length).toBeGreaterThan(0);
    for (const match of data.list) expectShape('models/match', match);
  });

  it('Room: every live room', async () => {
    const { data } = await server.call<{ list: unknown[] }>('/api/live/getRealLives', {});
    expect(data.list.length).toBeGreaterThan(0);
    for (const room of data.list) expectShape('models/room', room);
  });

  it('UserInfo, GuestInfo and SiteConfig', async () => {
    const registered = await server.call<{ token: string }>('/webapi/user/regist', { account: 'fan_contract', password: 'goal2026' });
    expectShape('models/user-info', registered.data);
    expectShape('models/user-info', (await server.call('/webapi/User/getUserInfo', {}, { query: { token: registered.data.token } })).data);
    expectShape('models/guest-info', (await server.call('/api/user/getGuestInfo')).data);
    expectShape('models/site-config', (await server.call<{ config: unknown }>('/api/config/getCommonConfig', undefined, { method: 'GET' })).data.config);
  });
});
