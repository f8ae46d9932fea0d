import { afterEach, describe, expect, it } from 'vitest';
import type { Match } from '../../schema/generated/api.ts';
import { fileFeed, importMatchFeed } from '../start.ts';
import { fixedNow, startTestServer, temporaryDataDir, type TestServer } from './test-server.ts';

const running: TestServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
});

const csv = [
  'id,sport,league,home,away,kickoff,status,homeScore,awayScore',
  'br-1,football,Brasileirão,Flamengo,Palmeiras,2026-06-01T09:00:00Z,finished,3,1',
  'br-2,football,Brasileirão,Santos,<b>Bahia</b>,2026-06-01T14:00:00Z,,,',
  'br-3,football,Brasileirão,Vasco,Grêmio,2026-06-01T13:00:00Z,postponed,,',
].join('\n');

/** Issue 38 §4: a production site, empty at start, shows the fixtures and results its feed brought in. */
describe('match feed into a production site', () => {
  it('the imported matches reach the fan API with their status and score, once', async () => {
    const dataDir = temporaryDataDir();
    let server = await startTestServer({ demoData: false, dataDir });
    await server.close();
    const now = new Date(fixedNow);
    for (let i = 0; i < 2; i++) {
      const result = await importMatchFeed(fileFeed('file', 'matches.csv', csv), { dataDir, now });
      expect(result.rejected).toEqual([]);
    }
    server = await startTestServer({ demoData: false, dataDir });
    running.push(server);
    const { data } = await server.call<{ list: Match[] }>('/api/race/getDateMatch', { date: '2026-06-01', sport_id: 1 });
    const byHome = new Map(data.list.map((m) => [m.hometeam.name_en, m]));
    expect(data.list).toHaveLength(3);
    expect(byHome.get('Flamengo')).toMatchObject({ status: 8, home_score: 3, away_score: 1 });
    expect(byHome.get('Santos')).toMatchObject({
      status: 1,
      home_score: 0,
      away_score: 0,
      awayteam: expect.objectContaining({ name_zh: '<b>Bahia</b>' }),
    });
    expect(byHome.get('Vasco')).toMatchObject({ status: 9 });
    const [audit] = await server.db.query<{ action: string; actor: string }>(
      "select action, actor from operator_audit where action = 'matches.import' order by id limit 1",
    );
    expect(audit).toEqual({ action: 'matches.import', actor: 'cli' });
  });

  it('a demo start drops imported matches with their keys, so importing again makes them afresh', async () => {
    const dataDir = temporaryDataDir();
    const now = new Date(fixedNow);
    let server = await startTestServer({ demoData: false, dataDir });
    await server.close();
    expect((await importMatchFeed(fileFeed('file', 'matches.csv', csv), { dataDir, now })).summary?.created).toBe(3);
    server = await startTestServer({ dataDir });
    await server.close();
    expect((await importMatchFeed(fileFeed('file', 'matches.csv', csv), { dataDir, now })).summary).toMatchObject({
      created: 3,
      leaguesCreated: 1,
    });
  });
});
