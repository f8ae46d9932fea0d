import { beforeEach, describe, expect, it } from 'vitest';
import type { VisitedLeague } from '../../../core/rules/lists.ts';

import { MemoryStorage } from '../../../core/store/__tests__/memory-storage.ts';
const storage = new MemoryStorage();
Object.assign(globalThis, { localStorage: storage });
const { createVisitedLeaguesStore, visitedLeaguesKey } = await import('../store.ts');

const league = (id: number): VisitedLeague => ({
  id,
  name: `L${id}`,
  logo: `/static/logos/league/${id}.svg`,
  sportsType: id === 7 ? 2 : 1,
});

beforeEach(() => storage.clear());

describe('spec 000 §3 visited leagues, stored locally per site code', () => {
  it("keeps the newest first, each league once, at most 15 (spec 000 §9), and stores them under the site's key", () => {
    const store = createVisitedLeaguesStore('qutu');
    for (let id = 1; id <= 17; id++) store.getState().visit(league(id));
    store.getState().visit(league(5));
    const ids = store.getState().list.map((l) => l.id);
    expect(ids).toHaveLength(15);
    expect(ids.slice(0, 3)).toEqual([5, 17, 16]);
    expect(new Set(ids).size).toBe(15);
    expect(JSON.parse(storage.getItem(visitedLeaguesKey('qutu'))!).state.list.map((l: VisitedLeague) => l.id)).toEqual(ids);
  });

  it("reads them back on the next start, and one site never sees another's", () => {
    createVisitedLeaguesStore('qutu').getState().visit(league(7));
    expect(createVisitedLeaguesStore('qutu').getState().list).toEqual([league(7)]);
    expect(createVisitedLeaguesStore('kqb').getState().list).toEqual([]);
    expect(visitedLeaguesKey('qutu')).not.toBe(visitedLeaguesKey('kqb'));
  });

  it('reads a stored list through the rule: entries that are not leagues, duplicates and the excess are dropped', () => {
    const stored = [
      league(1),
      { id: 'x' },
      null,
      { id: 30, name: 'no logo or sport' },
      { ...league(31), sportsType: 0 },
      league(1),
      ...Array.from({ length: 20 }, (_, i) => league(i + 2)),
    ];
    storage.setItem(visitedLeaguesKey('qutu'), JSON.stringify({ state: { list: stored }, version: 0 }));
    const ids = createVisitedLeaguesStore('qutu')
      .getState()
      .list.map((l) => l.id);
    expect(ids).toEqual([1, ...Array.from({ length: 14 }, (_, i) => i + 2)]);
    storage.setItem(visitedLeaguesKey('qutu'), JSON.stringify({ state: { list: 'broken' }, version: 0 }));
    expect(createVisitedLeaguesStore('qutu').getState().list).toEqual([]);
  });
});
