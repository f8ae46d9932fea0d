import { describe, expect, it } from 'vitest';
import { addVisitedLeague, updateSearchLog, type SearchLogEntry, type VisitedLeague } from '../lists.ts';
import { addRaceStart, tickRaceStarts } from '../race-start.ts';
import { rewriteStreamUrl } from '../stream-url.ts';

const entry = (id: number) => ({ target_id: id, name: `team ${id}` });

describe('spec 000 §4: search log', () => {
  it('"an array argument clears it"', () => {
    expect(updateSearchLog([entry(1), entry(2)], [])).toEqual([]);
  });
  it('"an entry with an existing target_id or an empty entry is ignored"', () => {
    const log = [entry(1)];
    expect(updateSearchLog(log, entry(1))).toEqual(log);
    expect(updateSearchLog(log, null)).toEqual(log);
    expect(updateSearchLog(log, { target_id: '' })).toEqual(log);
  });
  it('"otherwise appended, last 5 kept"', () => {
    let log: SearchLogEntry[] = [entry(1)];
    for (const id of [2, 3, 4, 5, 6]) log = updateSearchLog(log, entry(id));
    expect(log.map((e) => e.target_id)).toEqual([2, 3, 4, 5, 6]);
  });
});

describe('spec 000 §3: "Visited league: max 15, newest first, no duplicates"', () => {
  const league = (id: number): VisitedLeague => ({ id, name: `L${id}`, logo: '', sportsType: 1 });
  it('puts the newest first and keeps 15', () => {
    let list: VisitedLeague[] = [];
    for (let id = 1; id <= 17; id++) list = addVisitedLeague(list, league(id));
    expect(list).toHaveLength(15);
    expect(list[0].id).toBe(17);
    expect(list.at(-1)?.id).toBe(3);
  });
  it('moves a league visited again to the front instead of listing it twice', () => {
    const list = addVisitedLeague([league(1), league(2), league(3)], league(3));
    expect(list.map((l) => l.id)).toEqual([3, 1, 2]);
  });
});

describe('spec 000 §4: stream url rewrite', () => {
  it('"for certain sources .flv becomes .m3u8"', () => {
    expect(rewriteStreamUrl('http://cdn.example/live/101.flv', 'default')).toBe('http://cdn.example/live/101.m3u8');
    expect(rewriteStreamUrl('http://cdn.example/live/101.flv?auth=x', 'qq')).toBe('http://cdn.example/live/101.m3u8?auth=x');
    expect(rewriteStreamUrl('http://cdn.example/live/101.m3u8', 'robot')).toBe('http://cdn.example/live/101.m3u8');
  });
  it('"the xcdn source maps /pull and /flv to /hls with .m3u8"', () => {
    expect(rewriteStreamUrl('http://x.example/pull/101.flv', 'xcdn')).toBe('http://x.example/hls/101.m3u8');
    expect(rewriteStreamUrl('http://x.example/flv/101.flv', 'xcdn')).toBe('http://x.example/hls/101.m3u8');
  });
  it('"the huawei source replaces the host with huawei_pull_hls_domain"', () => {
    expect(rewriteStreamUrl('https://origin.example/live/101.m3u8', 'huawei', { huawei_pull_hls_domain: 'hw.example' })).toBe(
      'https://hw.example/live/101.m3u8',
    );
    expect(rewriteStreamUrl('https://origin.example/live/101.m3u8', 'huawei', { huawei_pull_hls_domain: 'https://hw.example/' })).toBe(
      'https://hw.example/live/101.m3u8',
    );
    expect(rewriteStreamUrl('https://origin.example/live/101.m3u8', 'huawei', {})).toBe('https://origin.example/live/101.m3u8');
  });
});

describe('spec 000 §4: "Race start messages: added, flagged removed after 5 s, purged about 3 s later"', () => {
  it('flags after 5 s and purges at 8 s, once per id', () => {
    let list = addRaceStart([], { id: 1, desc: '英超 开赛' }, 0);
    list = addRaceStart(list, { id: 1, desc: '英超 开赛' }, 100);
    expect(list).toHaveLength(1);
    expect(tickRaceStarts(list, 4_999)[0].remove).toBe(false);
    expect(tickRaceStarts(list, 5_000)[0].remove).toBe(true);
    expect(tickRaceStarts(list, 7_999)).toHaveLength(1);
    expect(tickRaceStarts(list, 8_000)).toHaveLength(0);
  });
});
