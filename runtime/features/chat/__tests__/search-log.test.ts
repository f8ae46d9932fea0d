import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../core/store/__tests__/memory-storage.ts';
import { clearSearchLog, logSearch, readSearchLog, searchLogKey } from '../lib/search-log.ts';

const storage = new MemoryStorage() as unknown as Storage;
beforeEach(() => storage.clear());

describe('the chat search log', () => {
  it('keeps the last 5 keywords of this site, trimmed, each once (spec 000 §4 search log rule)', () => {
    for (const keyword of ['ana', ' bia ', 'ana', '', 'caio', 'davi', 'eva', 'fábio']) logSearch('qutu', keyword, storage);
    expect(readSearchLog('qutu', storage)).toEqual(['bia', 'caio', 'davi', 'eva', 'fábio']);
    expect(readSearchLog('other', storage)).toEqual([]);
  });

  it('survives a reload, is cleared on demand, and a damaged entry reads as empty', () => {
    logSearch('qutu', '老王', storage);
    expect(JSON.parse(storage.getItem(searchLogKey('qutu')) ?? '')).toEqual(['老王']);
    clearSearchLog('qutu', storage);
    expect(readSearchLog('qutu', storage)).toEqual([]);
    storage.setItem(searchLogKey('qutu'), '{not json');
    expect(readSearchLog('qutu', storage)).toEqual([]);
    storage.setItem(searchLogKey('qutu'), JSON.stringify(['ok', 7, null]));
    expect(readSearchLog('qutu', storage)).toEqual(['ok']);
  });
});
