import type { ChatContext } from '../core/chat-context.ts';
import { newAbortController, timers, type TimerId } from '../core/host.ts';
import type { KeyValueStorage } from '../conversations/conversation-store.ts';
import { ErrorCode, ServerCode, type ImError } from '../errors.ts';
import { ImEvent } from '../events.ts';
import { encodeServiceRequest, type WireReport, type WireReportEvent } from '../protocol/service-codec.ts';
import {
  keepEvent,
  keepFailed,
  mostlySlow,
  qualityIntervalMs,
  qualityItems,
  qualityReportsAllowed,
  ReportLimits,
  type Observation,
} from './report-rules.ts';

/** Requests the core saw between two quality reports, at most: a flood must not grow memory without bound. */
const maxObservations = 10_000;
/** Request failures that are worth an event (level 4): the network, or an overloaded server. */
const eventCodes: ReadonlySet<number> = new Set([
  ErrorCode.NETWORK_ERROR,
  ErrorCode.NETWORK_TIMEOUT,
  ErrorCode.NO_NETWORK,
  ServerCode.SERVICE_OVERLOAD,
]);

/**
 * Quality statistics and event reports (spec 001 §9): every 120 s the requests of the period per command, and events
 * of levels 4 to 6 as soon as 20 wait or 60 s after the first. Each report goes over the socket, else by HTTP POST to
 * /im/report (3 s timeout); one that fails both ways is kept in storage, the newest 10, and sent after the next
 * report that gets through. Loaded after the first login, never part of the core.
 */
export class ReportModule {
  private observations: Observation[] = [];
  private events: WireReportEvent[] = [];
  private reportIndex = 0;
  private periodStart = 0;
  private qualityTimer?: TimerId;
  private eventTimer?: TimerId;
  private listeners: (() => void)[] = [];

  constructor(
    private readonly context: ChatContext,
    private readonly storage: KeyValueStorage | undefined,
  ) {}

  /** A session began: statistics start from now, events are listened to. */
  start(): void {
    this.stop();
    this.periodStart = this.context.now();
    this.scheduleQuality();
    const emitter = this.context.emitter;
    this.listeners = [
      emitter.on(ImEvent.ERROR, (error) => this.event(5, 'error', error.code, error.message)),
      emitter.on(ImEvent.KICKED_OUT, ({ type }) => this.event(5, 'kicked_out', 0, type)),
      emitter.on(ImEvent.USER_SIG_EXPIRED, () => this.event(4, 'user_sig_expired', 0, '')),
      emitter.on(ImEvent.NET_STATE_CHANGE, ({ state }) => (state === 'disconnected' ? this.event(4, 'disconnected', 0, '') : undefined)),
    ];
  }

  /** The session ended: nothing more is measured or sent (reports kept in storage stay there). */
  stop(): void {
    timers.clearTimeout(this.qualityTimer);
    timers.clearTimeout(this.eventTimer);
    this.qualityTimer = this.eventTimer = undefined;
    for (const off of this.listeners.splice(0)) off();
    this.observations = [];
    this.events = [];
  }

  /** A request finished (the core calls this for every one but the reports themselves). */
  observe(observation: Observation): void {
    if (this.observations.length < maxObservations) this.observations.push(observation);
    if (eventCodes.has(observation.code)) this.event(4, 'request_failed', observation.code, observation.command);
  }

  /** An event of `level`; those below 4 are not reported. */
  event(level: number, name: string, code: number, message: string): void {
    if (!keepEvent(this.events, { level, name, code, message, time: this.context.now() })) return;
    if (this.events.length >= ReportLimits.eventThreshold) void this.sendEvents();
    else this.eventTimer ??= timers.setTimeout(() => void this.sendEvents(), ReportLimits.eventWaitMs);
  }

  /** The quality report of the period now ending, if anything was measured and this application reports. */
  async sendQuality(): Promise<void> {
    const observations = this.observations;
    this.observations = [];
    const now = this.context.now();
    const period = Math.round((now - this.periodStart) / 1000);
    this.periodStart = now;
    if (observations.length === 0 || !qualityReportsAllowed(this.context.sdkAppID, this.context.cloudConfig)) return;
    if (mostlySlow(observations))
      this.context.log.warn(`chat: over half of ${observations.length} requests took more than 3 s in the last ${period} s`);
    this.reportIndex += 1;
    await this.send({ kind: 'quality', madeAt: now, sdkVersion: '2.27.6', quality: qualityItems(observations, this.reportIndex, period) });
  }

  async sendEvents(): Promise<void> {
    timers.clearTimeout(this.eventTimer);
    this.eventTimer = undefined;
    const events = this.events.splice(0);
    if (events.length > 0) await this.send({ kind: 'events', madeAt: this.context.now(), sdkVersion: '2.27.6', events });
  }

  /** Reports that could not be sent yet (storage), oldest first. */
  failedReports(): WireReport[] {
    try {
      const kept: unknown = JSON.parse(this.storage?.getItem(this.storageKey()) ?? '[]');
      return Array.isArray(kept) ? (kept as WireReport[]) : [];
    } catch {
      return [];
    }
  }

  private scheduleQuality(): void {
    this.qualityTimer = timers.setTimeout(() => {
      this.scheduleQuality();
      void this.sendQuality();
    }, qualityIntervalMs(this.context.cloudConfig));
  }

  /** Sends a report; once one gets through, the kept ones follow it. One that cannot be sent is kept. */
  private async send(report: WireReport): Promise<void> {
    if (!(await this.deliver(report))) {
      this.keep(keepFailed(this.failedReports(), report));
      return;
    }
    const kept = this.failedReports();
    if (kept.length === 0) return;
    this.keep([]);
    const stillFailed: WireReport[] = [];
    for (const old of kept) if (!(await this.deliver(old))) stillFailed.push(old);
    // Reports that failed meanwhile were kept after the ones taken here: these go before them.
    if (stillFailed.length > 0) this.keep([...stillFailed, ...this.failedReports()].slice(-ReportLimits.maxFailedReports));
  }

  /** Over the socket when it is logged in, else (or when that fails) by HTTP POST. */
  private async deliver(report: WireReport): Promise<boolean> {
    const body = encodeServiceRequest({ report });
    if (this.context.connection.isLoggedIn) {
      try {
        await this.context.request(`report.${report.kind}`, { service: body });
        return true;
      } catch (error) {
        this.context.log.debug('chat: report over the socket failed', (error as ImError).code);
      }
    }
    return this.post(body);
  }

  private async post(body: Uint8Array): Promise<boolean> {
    const fetch = this.context.fetch;
    if (!fetch) return false;
    const abort = newAbortController();
    const timer = timers.setTimeout(() => abort?.abort(), ReportLimits.httpTimeoutMs);
    try {
      const url = `${this.context.httpBase}/im/report?sdkappid=${this.context.sdkAppID}&reqtime=${Math.floor(this.context.now() / 1000)}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-protobuf' },
        body,
        signal: abort?.signal,
      });
      return response.ok;
    } catch {
      return false;
    } finally {
      timers.clearTimeout(timer);
    }
  }

  private keep(reports: WireReport[]): void {
    try {
      this.storage?.setItem(this.storageKey(), JSON.stringify(reports));
    } catch {
      // A full or missing storage loses the reports: they are statistics, never worth breaking chat for.
    }
  }

  private storageKey(): string {
    return `sideline-im-${this.context.sdkAppID}-reports`;
  }
}
