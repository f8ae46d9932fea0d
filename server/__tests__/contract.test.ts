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

  it('match detail: text live, stats, incidents, odds, analysis, lineup and standings of both sports', async () => {
    // The day before the fixed clock: every match of both sports has been played.
    const { data } = await server.call<{ list: { id: number; sport_id: number; status: number }[] }>('/api/race/getDateMatch', { date: '2026-05-31' });
    for (const sportId of [1, 2]) {
      const match = data.list.find((m) => m.sport_id === sportId && m.status > 1)!;
      const sport = sportId === 1 ? 'football' : 'basketball';
      const body = { matchid: match.id };
      expectShape('models/text-live', (await server.call(`/api/${sport}/getTliveData`, { ...body, startid: 0 })).data);
      expectShape('models/match-stats', (await server.call(`/api/${sport}/getMatchData`, body)).data);
      expectShape('models/match-odds', (await server.call(`/api/${sport}/matchOdd`, body)).data);
      expectShape('models/match-analysis', (await server.call(`/webapi/${sport}/getAnalysisData`, body)).data);
      expectShape('models/match-lineup', (await server.call(`/webapi/${sport}/getLineupData`, body)).data);
      expectShape('models/match-rank', (await server.call(`/webapi/${sport}/getMatchRank`, body)).data);
      if (sportId === 1) expectShape('models/incidents', (await server.call('/webapi/football/getIncidentsData', body)).data);
    }
  });
});
