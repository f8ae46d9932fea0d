import { describe, expect, it } from 'vitest';
import { canLoadMore, initialPaging, nextPage, pagingReducer, type PagingAction, type PagingState } from '../lib/paging.ts';

const run = (actions: PagingAction<number>[], from: PagingState<number> = initialPaging<number>()) =>
  actions.reduce(pagingReducer<number>, from);
const page = (n: number, list: number[], total: number): PagingAction<number> => ({ type: 'loaded', page: n, list, total });

describe('paging one result type (spec 000 §7: {keyword, page, size}) until the total is shown', () => {
  it('asks for page 1 first, then the next page each time', () => {
    let state = initialPaging<number>();
    expect(nextPage(state)).toBe(1);
    state = run([{ type: 'request' }, page(1, [1, 2], 5)], state);
    expect(state).toMatchObject({ status: 'ready', items: [1, 2], page: 1, total: 5 });
    expect(nextPage(state)).toBe(2);
    expect(canLoadMore(state)).toBe(true);
  });

  it('is complete once the items reach the total, or a page comes back empty', () => {
    expect(run([page(1, [1, 2], 4), { type: 'request' }, page(2, [3, 4], 4)]).status).toBe('complete');
    expect(run([page(1, [1, 2], 9), { type: 'request' }, page(2, [], 9)]).status).toBe('complete');
    expect(canLoadMore(run([page(1, [1], 1)]))).toBe(false);
  });

  it('keeps what it has when a page fails, and a retry asks for the same page', () => {
    const failed = run([page(1, [1, 2], 5), { type: 'request' }, { type: 'failed' }]);
    expect(failed).toMatchObject({ status: 'failed', items: [1, 2] });
    expect(nextPage(failed)).toBe(2);
    expect(canLoadMore(failed)).toBe(true);
    expect(run([{ type: 'request' }], failed).status).toBe('more');
  });

  it('ignores a late or repeated answer, and a second request while one is out', () => {
    const ready = run([page(1, [1, 2], 5)]);
    expect(run([page(1, [1, 2], 5)], ready)).toEqual(ready);
    expect(run([page(3, [9], 5)], ready)).toEqual(ready);
    const loading = run([{ type: 'request' }], ready);
    expect(run([{ type: 'request' }], loading)).toBe(loading);
  });

  it('a first page that fails leaves nothing to load more of', () => {
    const failed = run([{ type: 'request' }, { type: 'failed' }]);
    expect(failed.status).toBe('failed');
    expect(canLoadMore(failed)).toBe(false);
    expect(run([{ type: 'request' }], failed).status).toBe('first');
  });
});
