import { describe, expect, it } from 'vitest';
import { FeedError } from '../feed-adapter.ts';
import { csvRecords, fileFeed, jsonRecords } from '../file-feed.ts';
import { validateFeed } from '../validate-feed.ts';

const now = new Date('2026-11-29T12:00:00Z');
const good = {
  id: 'p-1',
  sport: 'football',
  league: 'Brasileirão',
  home: 'Flamengo',
  away: 'Palmeiras',
  kickoff: '2026-11-28T19:30:00-03:00',
  status: 'finished',
  homeScore: 2,
  awayScore: 1,
};
const check = (fields: Record<string, unknown>) => validateFeed([{ line: 7, fields }], now);

/** Issue 36 §6: every kind of bad record is refused with its line, field and reason; the good ones pass whole. */
describe('match feed validation', () => {
  it('accepts a result and a fixture, reading CSV text as JSON numbers', () => {
    const { valid, rejected } = validateFeed(
      [
        { line: 2, fields: good },
        {
          line: 3,
          fields: { ...good, id: 'p-2', status: undefined, homeScore: undefined, awayScore: undefined, kickoff: '2026-12-01T16:00Z' },
        },
        { line: 4, fields: { ...good, id: 'p-3', sport: 'Basketball', homeScore: '101', awayScore: '99' } },
      ],
      now,
    );
    expect(rejected).toEqual([]);
    expect(valid.map((v) => [v.line, v.match.status, v.match.homeScore])).toEqual([
      [2, 'finished', 2],
      [3, 'scheduled', undefined],
      [4, 'finished', 101],
    ]);
    expect(valid[0].match.kickoff.toISOString()).toBe('2026-11-28T22:30:00.000Z');
  });

  it.each([
    [{ id: undefined }, 'id', 'is required'],
    [{ id: '  ' }, 'id', 'is required'],
    [{ sport: 'hockey' }, 'sport', 'must be one of football, basketball (got "hockey")'],
    [{ sport: undefined }, 'sport', 'is required'],
    [{ league: 'x'.repeat(61) }, 'league', 'is longer than 60 characters'],
    [{ home: undefined }, 'home', 'is required'],
    [{ home: 'A\u0007' }, 'home', 'holds control characters'],
    [{ away: 'Flamengo' }, 'away', 'is the same team as home'],
    [{ away: { name: 'x' } }, 'away', 'must be text'],
    [{ kickoff: 'tomorrow' }, 'kickoff', 'must be an ISO 8601 time with its zone, as 2026-11-29T19:30:00-03:00 (got "tomorrow")'],
    [
      { kickoff: '2026-11-28T19:30:00' },
      'kickoff',
      'must be an ISO 8601 time with its zone, as 2026-11-29T19:30:00-03:00 (got "2026-11-28T19:30:00")',
    ],
    [
      { kickoff: '2026-13-40T19:30:00Z' },
      'kickoff',
      'must be an ISO 8601 time with its zone, as 2026-11-29T19:30:00-03:00 (got "2026-13-40T19:30:00Z")',
    ],
    [{ kickoff: '2026-11-30T19:30:00Z' }, 'kickoff', 'is in the future, but the match is finished'],
    [{ status: 'live' }, 'status', 'must be one of scheduled, finished, postponed, cancelled (got "live")'],
    [{ homeScore: -1 }, 'homeScore', 'must be a whole number from 0 to 99 (got -1)'],
    [{ awayScore: '1.5' }, 'awayScore', 'must be a whole number from 0 to 99 (got "1.5")'],
    [{ homeScore: 100 }, 'homeScore', 'must be a whole number from 0 to 99 (got 100)'],
    [{ awayScore: undefined }, 'awayScore', 'is required when the status is finished'],
    [{ status: 'postponed' }, 'homeScore', 'a score is given only with status finished'],
    [{ venue: 'Maracanã' }, 'venue', 'is not a field of a match feed'],
  ])('refuses %j: %s %s', (change, field, reason) => {
    const { valid, rejected } = check({ ...good, ...change });
    expect(valid).toEqual([]);
    expect(rejected).toContainEqual({ line: 7, field, reason });
  });

  it('reports every problem of a record, and a repeated id keeps its first record', () => {
    const { rejected } = check({ id: 'x', sport: 'golf', home: 'A', away: 'A' });
    expect(rejected.map((r) => r.field)).toEqual(['sport', 'league', 'away', 'kickoff']);
    const repeated = validateFeed(
      [
        { line: 2, fields: good },
        { line: 9, fields: { ...good, home: 'Santos' } },
      ],
      now,
    );
    expect(repeated.valid.map((v) => v.line)).toEqual([2]);
    expect(repeated.rejected).toEqual([{ line: 9, field: 'id', reason: 'repeats the match of line 2' }]);
  });
});

describe('the file adapter', () => {
  it('reads CSV with quoted commas, quotes and line breaks, numbering records by their first line', () => {
    const records = csvRecords('\uFEFFid,home,away\r\np-1,"Atlético, MG","The ""Saints"""\r\n\r\np-2,"Two\nlines",B\np-3,C,D,extra\n');
    expect(records).toEqual([
      { line: 2, fields: { id: 'p-1', home: 'Atlético, MG', away: 'The "Saints"' } },
      { line: 4, fields: { id: 'p-2', home: 'Two\nlines', away: 'B' } },
      { line: 6, fields: { id: 'p-3', home: 'C', away: 'D', '(extra cells)': 'extra' } },
    ]);
    expect(() => csvRecords('id,home\np-1,"open')).toThrow(new FeedError('line 2: a quoted field is never closed'));
    expect(() => csvRecords('')).toThrow(FeedError);
  });

  it('reads a JSON array, numbering records by the line their element starts on', () => {
    const text = '[\n  { "id": "a", "home": "x]{" },\n  {\n    "id": "b"\n  }, 3\n]';
    expect(jsonRecords(text)).toEqual([
      { line: 2, fields: { id: 'a', home: 'x]{' } },
      { line: 3, fields: { id: 'b' } },
      { line: 5, fields: { '': 3 } },
    ]);
    expect(validateFeed(jsonRecords(text), now).rejected).toContainEqual({ line: 5, field: '(record)', reason: 'is not an object' });
    expect(() => jsonRecords('{"id": 1}')).toThrow('a JSON match feed is an array of matches');
    expect(() => jsonRecords('[{')).toThrow(/^not valid JSON/);
    expect(() => fileFeed('file', 'matches.xlsx', '')).toThrow('matches.xlsx: a match feed is a .json or .csv file');
  });
});
