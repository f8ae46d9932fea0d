/**
 * How many messages each user sent in the current second, over all conversations (docs/security.md "Abuse limits").
 * The limit (ImSettings.sendsPerSecond, 20) is far above a person typing or a client resending after a reconnect, and
 * a cap on a script; beyond it a send is refused with SEND_TOO_FAST before anything is checked or stored. Real time,
 * not the server's clock, which may stand still in tests and demos.
 */
export class SendLimit {
  private readonly seconds = new Map<string, { second: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one send; false when the user already sent `perSecond` in this second. */
  take(userId: string, perSecond: number): boolean {
    const second = Math.floor(this.now() / 1000);
    const entry = this.seconds.get(userId);
    if (entry?.second === second) return ++entry.count <= perSecond;
    // Bounded: past 10,000 senders, those of earlier seconds are forgotten (they hold nothing back any more).
    if (this.seconds.size >= 10_000) for (const [user, { second: at }] of this.seconds) if (at < second) this.seconds.delete(user);
    this.seconds.set(userId, { second, count: 1 });
    return true;
  }
}
