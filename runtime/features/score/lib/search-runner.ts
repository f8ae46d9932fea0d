/** The longest keyword `/api/race/getRaceSearch` accepts (docs/api.md: 1 to 30 characters). */
export const keywordMaxLength = 30;

/** What is searched for: the text trimmed and cut to what the server accepts (a long paste still searches). */
export function normaliseKeyword(text: string): string {
  return Array.from(text.trim()).slice(0, keywordMaxLength).join('').trim();
}

export type SearchState<T> =
  | { status: 'idle' }
  | { status: 'loading'; keyword: string }
  | { status: 'ready'; keyword: string; data: T }
  | { status: 'failed'; keyword: string };

export interface SearchRunner {
  /** The box changed: search after a pause in typing; an empty box goes back to idle at once. */
  type(text: string): void;
  /** Search now: Enter, a log entry, retry. */
  run(text: string): void;
  /** The page is gone: no timer fires and no answer is reported any more. */
  dispose(): void;
}

/**
 * Search-as-you-type without the races: typing waits `delayMs` after the last key, and only the answer to the
 * latest search is reported, so a slow answer for "北" can never replace the one for "北京" that came back first.
 * Framework-free, so the timing rules are tested without a browser.
 */
export function createSearchRunner<T>(options: {
  delayMs: number;
  search: (keyword: string) => Promise<T>;
  onChange: (state: SearchState<T>) => void;
}): SearchRunner {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  let current = '';

  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const run = (text: string) => {
    stop();
    const keyword = normaliseKeyword(text);
    const request = ++latest;
    current = keyword;
    if (!keyword) return options.onChange({ status: 'idle' });
    options.onChange({ status: 'loading', keyword });
    options.search(keyword).then(
      (data) => request === latest && options.onChange({ status: 'ready', keyword, data }),
      () => request === latest && options.onChange({ status: 'failed', keyword }),
    );
  };

  return {
    type(text) {
      stop();
      const keyword = normaliseKeyword(text);
      if (!keyword) return run('');
      // Spaces around the same keyword ask nothing new: what is on screen (or on its way) stays.
      if (keyword === current) return;
      timer = setTimeout(() => run(keyword), options.delayMs);
    },
    run,
    dispose() {
      stop();
      latest++;
    },
  };
}
