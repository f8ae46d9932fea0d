// No imports: the CLI reads the defaults for its help without loading the server.

/** How busy the robots are, per room and minute of the server clock (`sideline serve --robot-...`). */
export interface RobotRates {
  /** Chat lines a minute in a room of middling size with its crowd in. @default 6 */
  chat: number;
  /** Robots entering a room a minute. @default 3 */
  enters: number;
  /** Gifts a minute. @default 0.3 */
  gifts: number;
  /** Follows of the anchor a minute (a robot follows an anchor once). @default 0.1 */
  follows: number;
  /** Robot messages of all kinds one room gets at most in one minute, a goal's burst included. @default 30 */
  maxPerMinute: number;
}

export const defaultRobotRates: RobotRates = { chat: 6, enters: 3, gifts: 0.3, follows: 0.1, maxPerMinute: 30 };

/** The robots' rates with their defaults, each checked: a rate is a number of zero or more, the limit a whole one. */
export function robotRates(written: Partial<RobotRates> = {}): RobotRates {
  const given = Object.fromEntries(Object.entries(written).filter(([, value]) => value !== undefined));
  const rates: RobotRates = { ...defaultRobotRates, ...given };
  for (const [name, value] of Object.entries(rates)) {
    if (!(Number.isFinite(value) && value >= 0) || (name === 'maxPerMinute' && !Number.isInteger(value))) {
      throw new Error(`robots.rates.${name} expects ${name === 'maxPerMinute' ? 'a whole number' : 'a number'} of 0 or more, got ${value}`);
    }
  }
  return rates;
}
