import { describe, expect, it } from 'vitest';
import { seasonLabel } from '../lib/season-label.ts';
import { fitToRoom } from '../../../core/rules/text-rules.ts';
import { nameRoom } from '../lib/names.ts';
import { idParam, leaguePath, matchPath, nationalTeamPath, teamPath } from '../lib/paths.ts';
import { roundLabel } from '../lib/rounds.ts';
import { messages } from '../messages.ts';

describe('round names', () => {
  it('a league counts its rounds', () => {
    expect(roundLabel('league', 3)).toEqual({ key: 'round.league', values: { n: 3 } });
    expect(roundLabel('league', 6)).toEqual({ key: 'round.league', values: { n: 6 } });
  });
  it('a cup plays three group rounds, then round 4 is the quarter-final, 5 the semi-final and 6 the final', () => {
    expect([1, 2, 3].map((n) => roundLabel('cup', n).key)).toEqual(['round.group', 'round.group', 'round.group']);
    expect([4, 5, 6].map((n) => roundLabel('cup', n).key)).toEqual(['round.quarterFinal', 'round.semiFinal', 'round.final']);
  });
});

describe('addresses (spec 000 §2 database routes)', () => {
  it('names the sport as the sname of league and team pages, and the match detail by sport', () => {
    expect(leaguePath({ id: 1, sport_id: 1 })).toBe('/database/league/football/1');
    expect(leaguePath({ id: 13, sport_id: 2 })).toBe('/database/league/basketball/13');
    expect(teamPath(701, 2)).toBe('/database/team/basketball/701');
    expect(matchPath({ id: 20605001, sport_id: 1 })).toBe('/score/detail/football/20605001');
    expect(nationalTeamPath(10001)).toBe('/fifa-team/10001');
  });
  it('takes only positive whole numbers as ids', () => {
    expect(idParam('10')).toBe(10);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', '12345678901']) expect(idParam(bad), String(bad)).toBeUndefined();
  });
});

describe('labels', () => {
  it('a season as "start ~ end"', () => {
    expect(seasonLabel({ start: '2026-05-30', end: '2026-06-12' })).toBe('2026-05-30 ~ 2026-06-12');
  });
  it('spec 000 §5: a name longer than its room is cut by width, Chinese characters counting 2', () => {
    expect(fitToRoom('南安普顿流浪者', nameRoom.side, 'cn')).toBe('南安普顿流…');
    expect(fitToRoom('利兹联', nameRoom.side, 'cn')).toBe('利兹联');
    expect(fitToRoom('Leeds United', nameRoom.cell, 'pt-br')).toBe('Leeds United');
    const cut = fitToRoom('Southampton Rovers', nameRoom.cell, 'pt-br');
    expect(cut.endsWith('…')).toBe(true);
    expect('Southampton Rovers'.startsWith(cut.slice(0, -1))).toBe(true);
  });
  it('every label exists in both languages', () => {
    expect(Object.keys(messages['pt-br']).sort()).toEqual(Object.keys(messages.cn).sort());
    for (const locale of ['cn', 'pt-br'] as const) expect(Object.entries(messages[locale]).filter(([, text]) => !text.trim())).toEqual([]);
  });
});
