/** Users one user may follow at once: subscriptions live in memory, so they are bounded. */
export const maxSubscriptionsPerUser = 1000;

/**
 * Who follows whose status (spec 001 §7 status subscribe and unsubscribe), in memory: subscriptions belong to the
 * user, not a socket, so they outlive a reconnect. On a shared bus every node holds all of them (the gateway sends
 * each subscribe and unsubscribe to the others); a node started later knows those made after its start, and a
 * restart of every node forgets them (the SDK subscribes again when asked).
 */
export class StatusSubscriptions {
  private readonly followers = new Map<string, Set<string>>();
  private readonly following = new Map<string, Set<string>>();

  /** Adds what fits under the bound: the ids that are followed now, and those refused because the list is full. */
  subscribe(subscriber: string, targets: readonly string[]): { added: string[]; full: string[] } {
    let mine = this.following.get(subscriber);
    if (!mine) this.following.set(subscriber, (mine = new Set()));
    const added: string[] = [];
    const full: string[] = [];
    for (const target of targets) {
      if (!mine.has(target) && mine.size >= maxSubscriptionsPerUser) {
        full.push(target);
        continue;
      }
      mine.add(target);
      let theirs = this.followers.get(target);
      if (!theirs) this.followers.set(target, (theirs = new Set()));
      theirs.add(subscriber);
      added.push(target);
    }
    if (mine.size === 0) this.following.delete(subscriber);
    return { added, full };
  }

  /** Stops following `targets`, or everyone with `all`. */
  unsubscribe(subscriber: string, targets: readonly string[] | 'all'): void {
    const mine = this.following.get(subscriber);
    if (!mine) return;
    for (const target of targets === 'all' ? [...mine] : targets) {
      mine.delete(target);
      const theirs = this.followers.get(target);
      theirs?.delete(subscriber);
      if (theirs?.size === 0) this.followers.delete(target);
    }
    if (mine.size === 0) this.following.delete(subscriber);
  }

  followersOf(target: string): string[] {
    return [...(this.followers.get(target) ?? [])];
  }

  followingOf(subscriber: string): number {
    return this.following.get(subscriber)?.size ?? 0;
  }
}
