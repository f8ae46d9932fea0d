import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, temporaryDir } from './run-cli.ts';

const header = 'id,sport,league,home,away,kickoff,status,homeScore,awayScore';

/** Issue 36 §6 / issue 38 §4: fixtures and results from a file, every refused row reported, a re-import idempotent. */
describe('sideline import-matches', () => {
  it('reports each rejected row, applies the valid ones once, and updates on a corrected re-import', { timeout: 180_000 }, async () => {
    const dir = temporaryDir('sideline-import-');
    const db = ['--data', join(dir, 'db')];
    const csv = join(dir, 'matches.csv');
    writeFileSync(
      csv,
      [
        header,
        'br-1,football,Brasileirão,Flamengo,Palmeiras,2026-01-20T19:30:00-03:00,finished,2,1',
        'br-2,football,Brasileirão,"Atlético, MG",Santos,2099-12-01T16:00:00-03:00,,,',
        'br-3,hockey,Brasileirão,Santos,Santos,tomorrow,,,',
        'br-1,football,Brasileirão,Vasco,Bahia,2026-01-21T16:00:00Z,,,',
        '',
      ].join('\n'),
    );
    const first = await runCli(['import-matches', csv, ...db]);
    expect(first.code).toBe(1);
    expect(first.stderr.split('\n').filter(Boolean)).toEqual([
      `${csv}:4: sport: must be one of football, basketball (got "hockey")`,
      `${csv}:4: away: is the same team as home`,
      `${csv}:4: kickoff: must be an ISO 8601 time with its zone, as 2026-11-29T19:30:00-03:00 (got "tomorrow")`,
      `${csv}:5: id: repeats the match of line 2`,
    ]);
    expect(first.stdout).toBe('4 records: 2 valid, 2 rejected; 2 created, 0 updated, 0 unchanged (1 new leagues, 4 new teams)\n');

    const again = await runCli(['import-matches', csv, ...db]);
    expect(again.stdout).toBe('4 records: 2 valid, 2 rejected; 0 created, 0 updated, 2 unchanged (0 new leagues, 0 new teams)\n');

    const json = join(dir, 'corrected.json');
    writeFileSync(
      json,
      JSON.stringify(
        [
          {
            id: 'br-1',
            sport: 'football',
            league: 'Brasileirão',
            home: 'Flamengo',
            away: 'Palmeiras',
            kickoff: '2026-01-20T19:30:00-03:00',
            status: 'finished',
            homeScore: 2,
            awayScore: 2,
          },
          { id: 'br-9', sport: 'basketball', league: 'NBB', home: 'Franca', away: 'Minas', kickoff: '2099-01-01T20:00:00Z' },
        ],
        null,
        2,
      ),
    );
    const corrected = await runCli(['import-matches', json, ...db]);
    expect(corrected).toEqual({
      code: 0,
      stdout: '2 records: 2 valid, 0 rejected; 1 created, 1 updated, 0 unchanged (1 new leagues, 2 new teams)\n',
      stderr: '',
    });

    const dry = await runCli(['import-matches', json, '--dry-run']);
    expect(dry).toEqual({ code: 0, stdout: '2 records: 2 valid, 0 rejected; dry run, nothing written\n', stderr: '' });
  });

  it('refuses an unreadable file, a file that is no feed and a missing database with a clear message', { timeout: 60_000 }, async () => {
    const dir = temporaryDir('sideline-import-');
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"id": 1}');
    expect(await runCli(['import-matches', bad, '--data', join(dir, 'db')])).toMatchObject({
      code: 1,
      stderr: `error: ${bad}: a JSON match feed is an array of matches: [{ "id": ... }, ...]\n`,
    });
    expect(await runCli(['import-matches', join(dir, 'none.csv'), '--data', join(dir, 'db')])).toMatchObject({
      code: 1,
      stderr: `error: cannot read ${join(dir, 'none.csv')}: ENOENT\n`,
    });
    const csv = join(dir, 'm.csv');
    writeFileSync(csv, `${header}\nx,football,L,A,B,2099-01-01T00:00:00Z\n`);
    expect((await runCli(['import-matches', csv], dir, 60_000, { DATABASE_URL: '' })).code).toBe(2);
  });
});
