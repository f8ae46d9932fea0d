import { describe, expect, it } from 'vitest';
import type { LineupPlayer } from '../../../../schema/generated/api.ts';
import { matchIdOf, sportOfPath, webviewTabOfPath } from '../lib/detail-route.ts';
import { formationRows } from '../lib/formation.ts';
import { matchRefreshMs } from '../lib/match-refresh.ts';

const players = (positions: string) =>
  [...positions].map((position, id): LineupPlayer => ({ id, name: `p${id}`, number: id + 1, position, rating: 7 }));

describe('formation rows', () => {
  it('puts the goalkeeper alone, then one row per number of the formation', () => {
    const rows = formationRows('4-3-3', players('GDDDDMMMFFF'));
    expect(rows.map((row) => row.length)).toEqual([1, 4, 3, 3]);
    expect(rows[3].map((p) => p.position)).toEqual(['F', 'F', 'F']);
  });

  it('groups by position when the formation does not add up to the starters', () => {
    expect(formationRows('4-3-2', players('GDDDMMMFFFF')).map((row) => row.length)).toEqual([1, 3, 3, 4]);
    expect(formationRows('', players('GFCFF')).map((row) => row.map((p) => p.position).join(''))).toEqual(['G', 'FFF', 'C']);
  });
});

describe('detail addresses', () => {
  it('read the sport from the path, or none for /score/detail/{id}', () => {
    expect(sportOfPath('/score/detail/football/20779001')).toBe(1);
    expect(sportOfPath('/score/basketball/detail/20779001')).toBe(2);
    expect(sportOfPath('/score/detail/basketball/20779001')).toBe(2);
    expect(sportOfPath('/score/detail/20779001')).toBeUndefined();
  });

  it('map the webview routes to tabs: happening is the status tab', () => {
    expect(webviewTabOfPath('/mobile/happening/1')).toBe('status');
    expect(webviewTabOfPath('/mobile/basketball/rank/1')).toBe('rank');
    expect(webviewTabOfPath('/mobile/unknown/1')).toBeUndefined();
  });

  it('accept only positive whole match ids', () => {
    expect(matchIdOf('20779001')).toBe(20779001);
    for (const bad of ['0', '-3', '1.5', 'abc', '', undefined, '1e400']) expect(matchIdOf(bad)).toBeUndefined();
  });
});

describe('scoreboard refresh', () => {
  it('follows a live match every 30 s, a waiting one every minute until it kicks off, and stops once it is over', () => {
    expect(matchRefreshMs({ sport_id: 1, status: 2 })).toBe(30_000);
    expect(matchRefreshMs({ sport_id: 2, status: 9 })).toBe(30_000);
    expect(matchRefreshMs({ sport_id: 1, status: 1 })).toBe(60_000);
    for (const status of [8, 9, 12]) expect(matchRefreshMs({ sport_id: 1, status })).toBeUndefined();
    expect(matchRefreshMs(undefined)).toBeUndefined();
  });
});
