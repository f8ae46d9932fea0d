import { imError, type ImError } from '../errors.ts';

/** Calls allowed per interval, by command (spec 001 §9): `[intervalSeconds, count]`. */
export type RateLimitTable = Record<string, readonly [number, number]>;

/**
 * The whole table of spec 001 §9 "Local rate limits per command", keyed by the SDK call that counts against it. A
 * row the spec gives to several calls is one key they share (their calls count together):
 * - group info 1/20: getGroupProfile
 * - live-room member list 3/1: getGroupMemberList of a live room
 * - group application 1/15: joinGroup
 * - topic list 1/10: getTopicList
 * - group attribute set, modify, delete, clear 5/10: setGroupAttributes (initGroupAttributes, setGroupAttributes,
 *   deleteGroupAttributes count here)
 * - get attributes 5/20: getGroupAttributes
 * - group counter update and get 5/20: setGroupCounters (the three updates and getGroupCounters count here)
 * - set all read 1/1: setAllMessageRead
 * - user status get, subscribe, unsubscribe 5/20: each its own key
 */
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
  subscribeUserStatus: [5, 20],
  unsubscribeUserStatus: [5, 20],
};

/**
 * How long a command is blocked after the server answered it "overloaded" (60022, spec 001 §5 Friends: "blocked
 * while the server says a command is overloaded"). The spec gives no figure: docs/decisions.md "Overload".
 */
export const overloadBlockMs = 5000;

/**
 * Local per-command rate limits, and the commands the server said were overloaded. The cloud key
 * cmd_frequency_limit overrides entries as JSON `{"command": [intervalSeconds, count]}`; anything unreadable in it
 * is ignored.
 */
export class RateLimiter {
  private table: RateLimitTable = defaultRateLimits;
  private readonly calls = new Map<string, number[]>();
  private readonly overloadedUntil = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  applyCloudConfig(cmdFrequencyLimit: string | undefined): void {
    if (!cmdFrequencyLimit) {
      this.table = defaultRateLimits;
      return;
    }
    try {
      const overrides = JSON.parse(cmdFrequencyLimit) as Record<string, unknown>;
      const valid = Object.entries(overrides).filter(
        (entry): entry is [string, [number, number]] =>
          Array.isArray(entry[1]) && entry[1].length === 2 && entry[1].every((n) => Number.isFinite(n) && n > 0),
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

  /** The server answered `command` (a wire command) "overloaded": it is not sent again for a while. */
  overloaded(command: string): void {
    this.overloadedUntil.set(command, this.now() + overloadBlockMs);
  }

  /** OPEN_SERVICE_OVERLOAD while `command` is blocked after an overload answer; nothing once the block has passed. */
  blocked(command: string): ImError | undefined {
    const until = this.overloadedUntil.get(command);
    if (until === undefined) return undefined;
    if (this.now() < until)
      return imError(
        'OPEN_SERVICE_OVERLOAD',
        `${command}: the server is overloaded; try again in ${Math.ceil((until - this.now()) / 1000)} s`,
      );
    this.overloadedUntil.delete(command);
    return undefined;
  }
}
