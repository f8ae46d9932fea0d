import { imError, type ImError } from '../errors.ts';

/** Calls allowed per interval, by command (spec 001 §9): `[intervalSeconds, count]`. */
export type RateLimitTable = Record<string, readonly [number, number]>;

export const defaultRateLimits: RateLimitTable = {
  getGroupProfile: [1, 20],
  getGroupMemberList: [3, 1],
  joinGroup: [1, 15],
  getTopicList: [1, 10],
  setGroupAttributes: [5, 10],
  getGroupAttributes: [5, 20],
  setGroupCounters: [5, 20],
  setAllMessageRead: [1, 1],
  getUserStatus: [5, 20],
};

/**
 * Local per-command rate limits. The cloud key cmd_frequency_limit overrides entries as JSON
 * `{"command": [intervalSeconds, count]}`; anything unreadable in it is ignored.
 */
export class RateLimiter {
  private table: RateLimitTable = defaultRateLimits;
  private readonly calls = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  applyCloudConfig(cmdFrequencyLimit: string | undefined): void {
    if (!cmdFrequencyLimit) return;
    try {
      const overrides = JSON.parse(cmdFrequencyLimit) as Record<string, unknown>;
      const valid = Object.entries(overrides).filter(
        (entry): entry is [string, [number, number]] => Array.isArray(entry[1]) && entry[1].length === 2 && entry[1].every((n) => Number.isFinite(n) && n > 0),
      );
      this.table = { ...defaultRateLimits, ...Object.fromEntries(valid) };
    } catch {
      // A broken cloud value must not break chat: keep the defaults.
    }
  }

  /** Counts a call, or returns the over-frequency error when the command's window is full. */
  check(command: string): ImError | undefined {
    const limit = this.table[command];
    if (!limit) return undefined;
    const [intervalSeconds, count] = limit;
    const now = this.now();
    const recent = (this.calls.get(command) ?? []).filter((at) => now - at < intervalSeconds * 1000);
    if (recent.length >= count) {
      this.calls.set(command, recent);
      return imError('OVER_FREQUENCY_LIMIT', `${command}: at most ${count} calls in ${intervalSeconds} s`);
    }
    recent.push(now);
    this.calls.set(command, recent);
    return undefined;
  }
}
