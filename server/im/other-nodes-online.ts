/**
 * Which users are logged in on the other gateway nodes (docs/decisions.md "User status across nodes"), so a user on
 * one node shows online to a client asking on another. Each node tells the others when a user's first socket there
 * opens or its last closes (bus event `status`), and sends its whole list with its presence counts (a third of the
 * presence window), which replaces what was known of it: a missed change is mended by the next list, and a node that
 * died, or was cut off, stops counting once its list is older than the window.
 */
export class OtherNodesOnline {
  private readonly nodes = new Map<string, { at: number; users: Set<string> }>();

  constructor(
    private readonly windowMs: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A node's whole list; it replaces the previous one. */
  replace(node: string, userIds: readonly string[]): void {
    this.nodes.set(node, { at: this.now(), users: new Set(userIds) });
  }

  /** A user's first socket opened on `node` (online), or its last closed. */
  changed(node: string, userId: string, online: boolean): void {
    let known = this.nodes.get(node);
    if (!known) this.nodes.set(node, (known = { at: this.now(), users: new Set() }));
    if (online) known.users.add(userId);
    else known.users.delete(userId);
  }

  has(userId: string): boolean {
    for (const { at, users } of this.nodes.values()) if (at >= this.oldest() && users.has(userId)) return true;
    return false;
  }

  /** Forgets the nodes whose list is older than the window; answers the users they held, whose status may have changed. */
  prune(): string[] {
    const dropped: string[] = [];
    for (const [node, { at, users }] of this.nodes) {
      if (at >= this.oldest()) continue;
      this.nodes.delete(node);
      dropped.push(...users);
    }
    return dropped;
  }

  private oldest(): number {
    return this.now() - this.windowMs();
  }
}
