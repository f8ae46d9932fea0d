import { expect, it } from 'vitest';
import { ReadCache } from '../db/read-cache.ts';

it('reads reference data again once an entry is 10 s old: a write on another node is seen within that', async () => {
  let realNow = 1_000_000;
  const cache = new ReadCache(256, 10_000, () => realNow);
  let value = 'before';
  const read = () => cache.get('rooms', async () => value);
  expect(await read()).toBe('before');
  // Another node's write: this node's cache is not cleared.
  value = 'after';
  realNow += 9_999;
  expect(await read()).toBe('before');
  realNow += 1;
  expect(await read()).toBe('after');
});
