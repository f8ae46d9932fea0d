/** Live-room polling timings (spec 001 §9), each overridable by the cloud key of the same name. */
export interface PollingConfig {
  /** polling_interval: pause between polls, ms. */
  interval: number;
  /** polling_interval_plus: added after `noMessageCount` empty polls in a row, ms. */
  intervalPlus: number;
  /** polling_no_msg_count. */
  noMessageCount: number;
  /** Pause after a failed poll, ms. */
  errorInterval: number;
  /** Long-poll hold time on the server, ms; the client waits a little longer before it gives up. */
  holdTime: number;
}

export const defaultPollingConfig: PollingConfig = {
  interval: 300,
  intervalPlus: 2000,
  noMessageCount: 20,
  errorInterval: 2000,
  holdTime: 90_000,
};

/** Reads the cloud keys polling_interval, polling_interval_plus and polling_no_msg_count; bad values keep the defaults. */
export function pollingConfigFrom(cloud: Record<string, string | number | undefined>): PollingConfig {
  const read = (key: string, fallback: number) => {
    const value = Number(cloud[key]);
    return Number.isFinite(value) && value >= 0 && cloud[key] !== undefined && cloud[key] !== '' ? value : fallback;
  };
  return {
    ...defaultPollingConfig,
    interval: read('polling_interval', defaultPollingConfig.interval),
    intervalPlus: read('polling_interval_plus', defaultPollingConfig.intervalPlus),
    noMessageCount: read('polling_no_msg_count', defaultPollingConfig.noMessageCount),
  };
}

/**
 * The pause before the next poll: the normal interval, plus the extra after 20 empty polls in a row (back to normal
 * with the next message), and the error interval after a failure.
 */
export function nextPollDelay(config: PollingConfig, emptyPollsInARow: number, failed: boolean): number {
  if (failed) return config.errorInterval;
  return emptyPollsInARow >= config.noMessageCount ? config.interval + config.intervalPlus : config.interval;
}
