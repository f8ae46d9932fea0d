/** The longest slow mode (1 min): a send older than this can no longer hold anyone back, so it is forgotten. */
const longestIntervalSeconds = 60;

/** Past this many remembered senders, the ones no slow mode can hold back any more are dropped. */
const pruneAbove = 10_000;

/**
 * When each user last sent in each live room, for slow mode (docs/im-protocol.md, 10023). In memory, like the poll
 * keys: one gateway process writes a room's messages, and a restart forgetting a few seconds of spacing is harmless.
 */
export class SendSpacing {
  private readonly last = new Map<string, { at: number; random: number }>();

  /**
   * Seconds the user must still wait before sending in the group (0: may send now, and this send is remembered).
   * `now` is unix seconds of the server clock. A resend of the remembered message (same random: a retry after a
   * dropped socket) always passes, so the server's idempotency can answer it with the first copy; an online-only
   * message is never stored, so nothing answers its resend but a new broadcast: it gets no such pass (`stored` false).
   */
  take(groupId: string, userId: string, random: number, now: number, intervalSeconds: number, stored = true): number {
    const key = `${groupId}\n${userId}`;
    const previous = this.last.get(key);
    if (stored && previous?.random === random) return 0;
    if (previous && now - previous.at < intervalSeconds) return intervalSeconds - (now - previous.at);
    if (this.last.size >= pruneAbove) this.prune(now);
    this.last.set(key, { at: now, random });
    return 0;
  }

  private prune(now: number): void {
    for (const [key, { at }] of this.last) if (now - at >= longestIntervalSeconds) this.last.delete(key);
  }
}
