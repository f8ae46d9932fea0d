import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';
/** A failure armed by {@link ImFaults.failNext}. */
interface ArmedFailure {
  code: number;
  times: number;
}

/** What the admin route and tests read back. */
export interface FaultState {
  dropRate: number;
  delayMs: number;
  refuseConnections: boolean;
  failures: Record<string, ArmedFailure>;
}

/**
 * Fault injection, so tests can prove the client loses nothing when the network or the server misbehaves. Off by
 * default; set in process (`server.im.faults`) or over `POST /admin/im/faults`.
 */
export class ImFaults {
  /** Probability, per incoming frame, that the socket is terminated before the frame is handled. */
  dropRate = 0;
  /** Delay before each incoming frame and each long poll is handled, in milliseconds. */
  delayMs = 0;
  /** While true, WebSocket upgrades are answered HTTP 503. */
  refuseConnections = false;
  private readonly failures = new Map<string, ArmedFailure>();

  constructor(private readonly terminateAll: () => void) {}

  /** Closes every open socket abruptly (no close frame), as a network loss would. */
  dropSockets(): void {
    this.terminateAll();
  }

  /**
   * The next `times` requests of `command` answer `code` without any effect. Commands are the socket's (`c2c.send`)
   * plus `anonymous-join` and `long-poll` for the HTTP routes.
   */
  failNext(command: string, code: number = ServerCode.SERVICE_OVERLOAD, times = 1): void {
    if (times <= 0) this.failures.delete(command);
    else this.failures.set(command, { code, times });
  }

  /** The code an armed failure answers for `command`, using one up; undefined when none is armed. */
  takeFailure(command: string): number | undefined {
    const failure = this.failures.get(command);
    if (!failure) return undefined;
    failure.times -= 1;
    if (failure.times <= 0) this.failures.delete(command);
    return failure.code;
  }

  /** Whether this frame's socket should be dropped now (drawn against {@link dropRate}). */
  drawDrop(): boolean {
    return this.dropRate > 0 && Math.random() < this.dropRate;
  }

  /** Waits {@link delayMs}, if set. The timer does not hold the process open. */
  async delay(): Promise<void> {
    if (this.delayMs <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, this.delayMs).unref());
  }

  /** Everything back off. */
  reset(): void {
    this.dropRate = 0;
    this.delayMs = 0;
    this.refuseConnections = false;
    this.failures.clear();
  }

  state(): FaultState {
    return {
      dropRate: this.dropRate,
      delayMs: this.delayMs,
      refuseConnections: this.refuseConnections,
      failures: Object.fromEntries([...this.failures].map(([command, failure]) => [command, { ...failure }])),
    };
  }
}
