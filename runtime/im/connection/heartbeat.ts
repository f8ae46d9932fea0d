/** After this long without any frame from the server, ask whether the socket is still alive (spec 001 §9). */
export const pingAfterSilenceMs = 10_000;
export const defaultHelloIntervalSeconds = 120;

/**
 * When to send the next hello: 10 s after the last frame received (a quiet socket may be a dead one), and at the
 * server's hello interval in any case. Only one hello is in flight at a time.
 */
export class Heartbeat {
  private lastReceivedAt = 0;
  private lastHelloAt = 0;
  private intervalMs = defaultHelloIntervalSeconds * 1000;
  private inFlight = false;
  private running = false;

  constructor(private readonly now: () => number) {}

  reset(helloIntervalSeconds: number): void {
    this.intervalMs = (helloIntervalSeconds > 0 ? helloIntervalSeconds : defaultHelloIntervalSeconds) * 1000;
    this.lastReceivedAt = this.lastHelloAt = this.now();
    this.inFlight = false;
    this.running = true;
  }

  stop(): void {
    this.running = false;
    this.inFlight = false;
  }

  received(): void {
    this.lastReceivedAt = this.now();
  }

  due(): boolean {
    if (!this.running || this.inFlight) return false;
    const now = this.now();
    return now - this.lastReceivedAt >= pingAfterSilenceMs || now - this.lastHelloAt >= this.intervalMs;
  }

  sent(): void {
    this.inFlight = true;
    this.lastHelloAt = this.now();
  }

  answered(): void {
    this.inFlight = false;
  }
}
