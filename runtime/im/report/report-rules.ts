import type { WireQualityItem, WireReport, WireReportEvent } from '../protocol/service-codec.ts';

/** Spec 001 §9 Configuration and reporting. */
export const ReportLimits = {
  /** Seconds between quality reports; the cloud key q_rpt_interval overrides. */
  qualityIntervalSeconds: 120,
  /** Events are sent as soon as this many are held, else this long after the first of them. */
  eventThreshold: 20,
  eventWaitMs: 60_000,
  /** Events held at most; the oldest go first. */
  maxEvents: 100,
  /** Event levels that are reported: 4 warning, 5 error, 6 fatal. */
  reportedLevels: [4, 5, 6] as readonly number[],
  /** Reports that could be sent neither way, kept for the next attempt. */
  maxFailedReports: 10,
  /** The HTTP fallback's timeout. */
  httpTimeoutMs: 3000,
} as const;

/** One finished request, as the core saw it: its command, its code (0 success) and how long it took. */
export interface Observation {
  command: string;
  code: number;
  ms: number;
}

/** The quality report interval in ms: the cloud key q_rpt_interval (seconds) when it is a positive number. */
export function qualityIntervalMs(cloudConfig: Record<string, string>): number {
  const seconds = Number(cloudConfig.q_rpt_interval);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : ReportLimits.qualityIntervalSeconds) * 1000;
}

/**
 * Whether this application sends quality reports: not when the cloud key q_rpt_sdkappid_bl (comma-separated app ids)
 * names it, nor when q_rpt_sdkappid_wl names others but not it (docs/decisions.md "Chat reports").
 */
export function qualityReportsAllowed(sdkAppID: number, cloudConfig: Record<string, string>): boolean {
  const ids = (key: string) =>
    (cloudConfig[key] ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
  const blacklist = ids('q_rpt_sdkappid_bl');
  const whitelist = ids('q_rpt_sdkappid_wl');
  if (blacklist.includes(String(sdkAppID))) return false;
  return whitelist.length === 0 || whitelist.includes(String(sdkAppID));
}

/** Quality statistics per command of one period: counts, rate, average delay of the successes, and delay buckets. */
export function qualityItems(observations: readonly Observation[], reportIndex: number, wholePeriodSeconds: number): WireQualityItem[] {
  const byCommand = new Map<string, Observation[]>();
  for (const observation of observations) {
    const list = byCommand.get(observation.command) ?? [];
    list.push(observation);
    byCommand.set(observation.command, list);
  }
  return [...byCommand].map(([command, list]) => {
    const successes = list.filter((item) => item.code === 0);
    return {
      command,
      totalCount: list.length,
      successCount: successes.length,
      successRate: successes.length / list.length,
      averageDelay: successes.length > 0 ? successes.reduce((sum, item) => sum + item.ms, 0) / successes.length : 0,
      underOneSecond: list.filter((item) => item.ms < 1000).length,
      oneToThreeSeconds: list.filter((item) => item.ms >= 1000 && item.ms <= 3000).length,
      overThreeSeconds: list.filter((item) => item.ms > 3000).length,
      reportIndex,
      wholePeriod: wholePeriodSeconds,
    };
  });
}

/** Spec 001 §9: an exception warning when over half the requests of a period took more than 3 s. */
export const mostlySlow = (observations: readonly Observation[]): boolean =>
  observations.length > 0 && observations.filter((item) => item.ms > 3000).length * 2 > observations.length;

/** Adds an event if its level is reported, keeping the newest 100; answers whether it was kept. */
export function keepEvent(events: WireReportEvent[], event: WireReportEvent): boolean {
  if (!ReportLimits.reportedLevels.includes(event.level ?? 0)) return false;
  events.push(event);
  if (events.length > ReportLimits.maxEvents) events.splice(0, events.length - ReportLimits.maxEvents);
  return true;
}

/** Adds a report that could not be sent to the ones kept, keeping the newest 10. */
export function keepFailed(kept: WireReport[], report: WireReport): WireReport[] {
  return [...kept, report].slice(-ReportLimits.maxFailedReports);
}
