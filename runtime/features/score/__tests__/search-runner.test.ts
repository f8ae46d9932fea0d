import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchRunner, normaliseKeyword, type SearchState } from '../lib/search-runner.ts';

/** A search whose answers the test releases by hand, in any order. */
function harness() {
  const pending = new Map<string, { resolve: (v: string) => void; reject: (e: Error) => void }[]>();
  const search = vi.fn(
    (keyword: string) =>
      new Promise<string>((resolve, reject) => pending.set(keyword, [...(pending.get(keyword) ?? []), { resolve, reject }])),
  );
  const states: SearchState<string>[] = [];
  const runner = createSearchRunner({ delayMs: 300, search, onChange: (s) => states.push(s) });
  const answer = async (keyword: string, index = 0) => {
    pending.get(keyword)![index]!.resolve(`results for ${keyword}`);
    await Promise.resolve();
  };
  const fail = async (keyword: string) => {
    pending.get(keyword)![0]!.reject(new Error('offline'));
    await Promise.resolve();
    await Promise.resolve();
  };
  return { runner, search, states, answer, fail, last: () => states.at(-1) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('search as the fan types: one call after a 300 ms pause', () => {
  it('keys typed in quick succession send one search, for the last text', () => {
    const { runner, search } = harness();
    runner.type('北');
    vi.advanceTimersByTime(200);
    runner.type('北京');
    vi.advanceTimersByTime(299);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search.mock.calls).toEqual([['北京']]);
  });

  it('an emptied box goes back to idle at once and cancels the pending search', () => {
    const { runner, search, last } = harness();
    runner.type('北京');
    runner.type('  ');
    expect(last()).toEqual({ status: 'idle' });
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
  });

  it('Enter searches at once, trimmed; spaces around the same keyword ask nothing new', () => {
    const { runner, search, last } = harness();
    runner.run('  英超 ');
    expect(search.mock.calls).toEqual([['英超']]);
    expect(last()).toEqual({ status: 'loading', keyword: '英超' });
    runner.type('英超  ');
    vi.advanceTimersByTime(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });
});

describe('stale answers never overwrite newer ones', () => {
  it('the answer for an older keyword arriving last is dropped', async () => {
    const { runner, states, answer, last } = harness();
    runner.run('北');
    runner.run('北京');
    await answer('北京');
    expect(last()).toEqual({ status: 'ready', keyword: '北京', data: 'results for 北京' });
    await answer('北');
    expect(last()).toEqual({ status: 'ready', keyword: '北京', data: 'results for 北京' });
    expect(states.filter((s) => s.status === 'ready')).toHaveLength(1);
  });

  it('a failure of an older search does not replace newer results; a failure of the latest is shown', async () => {
    const { runner, answer, fail, last } = harness();
    runner.run('北');
    runner.run('北京');
    await answer('北京');
    await fail('北');
    expect(last()?.status).toBe('ready');
    runner.run('上海');
    await fail('上海');
    expect(last()).toEqual({ status: 'failed', keyword: '上海' });
  });

  it('after the box is emptied or the page is left, answers still on their way are dropped', async () => {
    const { runner, answer, last, states } = harness();
    runner.run('北京');
    runner.type('');
    await answer('北京');
    expect(last()).toEqual({ status: 'idle' });
    runner.run('上海');
    const before = states.length;
    runner.dispose();
    await answer('上海');
    vi.advanceTimersByTime(1000);
    expect(states).toHaveLength(before);
  });
});

describe('the keyword sent', () => {
  it("is trimmed and cut to the server's 30 characters (a long paste still searches)", () => {
    expect(normaliseKeyword('  北京  ')).toBe('北京');
    expect(normaliseKeyword('a'.repeat(40))).toHaveLength(30);
    expect(normaliseKeyword('   ')).toBe('');
  });
});
