/** Mute durations in seconds (spec 000 §6): 3 days, 1 day, 1 hour, 10 minutes, none. */
export const muteDurations = [259_200, 86_400, 3_600, 600, 0] as const;

/** Slow-mode intervals in seconds (spec 000 §6): 5 s, 10 s, 30 s, 1 min, unlimited (0). */
export const slowModeOptions = [5, 10, 30, 60, 0] as const;

/** Gift quantity presets (spec 000 §9). */
export const giftPresets = [1, 10, 66, 88, 100, 520, 1314] as const;

/** Request timeout (spec 000 §9), visited leagues and search history sizes. */
export const limits = { requestTimeoutMs: 10_000, visitedLeagues: 15, searchHistory: 5 } as const;

/** Package/activity status (spec 000 §4): inactive 0, active 1, finished 2, refund 3, inplay 4. */
export const packageStatus = { inactive: 0, active: 1, finished: 2, refund: 3, inplay: 4 } as const;

/** The i18n key of a package/activity status label (common namespace): 失效, 生效, 比赛结束, 比赛異常退款, 进行中. */
export function packageStatusKey(status: number): string {
  const name = (Object.keys(packageStatus) as (keyof typeof packageStatus)[]).find((key) => packageStatus[key] === status);
  return name ? `packageStatus.${name}` : 'packageStatus.unknown';
}
