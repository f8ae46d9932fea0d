import { ImError, ErrorCode, ServerCode } from '../../errors.ts';
import { newAbortController, timers, type FetchLike, type TimerId } from '../../core/host.ts';
import type { Logger } from '../../core/logger.ts';
import type {
  decodeJoinGroupResponse,
  decodeLongPollResponse,
  encodeAnonymousJoin,
  encodeLongPollRequest,
  WireMessage,
} from '../../protocol/codec.ts';
import { DedupeWindow } from '../../messages/dedupe-window.ts';
import { nextPollDelay, type PollingConfig } from './polling-interval.ts';
import './join-messages.ts';

/** Group events in a poll answer that end polling (spec 001 §4 group system notices). */
const stoppingEvents: Record<number, 'dismissed' | 'banned'> = { 5: 'dismissed', 21: 'banned' };
/** Sequences remembered to drop a message two polls both carried (spec 001 §9). */
const sequenceWindow = 200;
/** Beyond the server's hold, how long the client waits before it treats a poll as failed. */
const holdMarginMs = 10_000;

/**
 * The core's codec of the HTTP side of live rooms, handed over (chat-modules.ts) rather than imported: a value import
 * of the core's codec from this chunk makes the app's build split the codec into a chunk of its own, which every
 * page's preload list then names.
 */
export interface RoomWire {
  encodeLongPollRequest: typeof encodeLongPollRequest;
  decodeLongPollResponse: typeof decodeLongPollResponse;
  encodeAnonymousJoin: typeof encodeAnonymousJoin;
  decodeJoinGroupResponse: typeof decodeJoinGroupResponse;
}

export interface LongPollerOptions {
  /** POST address of the long-poll endpoint, asked at each poll: it follows the socket's server (ChatOptions.server). */
  url(): string;
  key: string;
  startSequence: number;
  fetch: FetchLike;
  wire: Pick<RoomWire, 'encodeLongPollRequest' | 'decodeLongPollResponse'>;
  config: PollingConfig;
  log: Logger;
  messages(messages: WireMessage[]): void;
  /**
   * The server no longer knows the key (10004: it restarted, or forgot the key): join the room again and answer the
   * new key, with which polling goes on from where it stands.
   */
  joinAgain(): Promise<string | undefined>;
  failed(error: ImError): void;
  stopped(reason: 'quit' | 'dismissed' | 'banned' | 'reset'): void;
}

/**
 * Reads one live room by HTTP long polling (spec 001 §4 Live chat room): 300 ms between polls, 2,300 ms after 20
 * empty ones in a row, 2,000 ms after a failure (reported, then polling goes on), until quit, dismissal or ban.
 */
export class LongPoller {
  private sequence: number;
  private key: string;
  private emptyInARow = 0;
  private timer: TimerId | undefined;
  private abort: { abort(): void } | undefined;
  private running = false;
  private readonly seen = new DedupeWindow<number>(sequenceWindow);
  /** A key from a join again that has not been answered yet: refused too, it is a failure, not a reason to join again. */
  private rejoined = false;

  constructor(private readonly options: LongPollerOptions) {
    this.sequence = options.startSequence;
    this.key = options.key;
  }

  /** A join again (after a reconnect) gave a new key: the next poll uses it, from where polling stands. */
  useKey(key: string): void {
    this.key = key;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.poll();
  }

  stop(reason: 'quit' | 'dismissed' | 'banned' | 'reset' = 'quit'): void {
    if (!this.running) return;
    this.running = false;
    timers.clearTimeout(this.timer);
    this.abort?.abort();
    this.options.stopped(reason);
  }

  get isRunning(): boolean {
    return this.running;
  }

  private schedule(failed: boolean): void {
    if (!this.running) return;
    this.timer = timers.setTimeout(() => void this.poll(), nextPollDelay(this.options.config, this.emptyInARow, failed));
  }

  private async poll(): Promise<void> {
    if (!this.running) return;
    const controller = newAbortController();
    this.abort = controller;
    const giveUp = timers.setTimeout(() => controller?.abort(), this.options.config.holdTime + holdMarginMs);
    try {
      const response = await this.options.fetch(this.options.url(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-protobuf' },
        body: this.options.wire.encodeLongPollRequest({ key: this.key, startSequence: this.sequence }),
        signal: controller?.signal,
      });
      if (!response.ok) throw new ImError(ErrorCode.NETWORK_ERROR, `long poll answered HTTP ${response.status}`);
      const answer = this.options.wire.decodeLongPollResponse(new Uint8Array(await response.arrayBuffer()));
      if (!this.running) return;
      if (answer.errorCode === ServerCode.INVALID_PARAMETER && !this.rejoined) return await this.joinAgain();
      if (answer.errorCode) throw new ImError(answer.errorCode, answer.errorInfo);
      this.rejoined = false;
      // Each answer hands back the key brought up to date, good on every node of a cluster (docs/im-protocol.md).
      if (answer.key) this.key = answer.key;
      for (const event of answer.events ?? []) {
        const reason = stoppingEvents[event];
        if (reason) return this.stop(reason);
        this.options.log.warn(`chat: ignored unknown live-room event ${event}`);
      }
      if (answer.nextSequence) this.sequence = Math.max(this.sequence, answer.nextSequence);
      // Online-only messages have no sequence (0) and come once per key: only numbered ones can come twice.
      const fresh = (answer.messages ?? []).filter((message) => !message.sequence || this.seen.add(message.sequence));
      this.emptyInARow = fresh.length ? 0 : this.emptyInARow + 1;
      if (fresh.length) this.options.messages(fresh);
      this.schedule(false);
    } catch (error) {
      if (!this.running) return;
      // A refused key from a join again is one failure: the next refusal joins again (after the failure's delay).
      this.rejoined = false;
      this.options.failed(error instanceof ImError ? error : new ImError(ErrorCode.NETWORK_ERROR, String(error)));
      this.schedule(true);
    } finally {
      timers.clearTimeout(giveUp);
    }
  }

  /** The key is unknown to the server: a new join's key, then the next poll at once, from the same sequence. */
  private async joinAgain(): Promise<void> {
    this.options.log.warn("chat: the server no longer knows the live room's polling key: joining again");
    const key = await this.options.joinAgain();
    if (!this.running) return;
    if (!key) throw new ImError(ErrorCode.JOIN_GROUP_FAIL, 'joining the live room again gave no polling key');
    this.key = key;
    this.rejoined = true;
    void this.poll();
  }
}
