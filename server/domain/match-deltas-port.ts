/**
 * What a match's channels hear when it changes (docs/im-protocol.md "Match channels"): these fields, then only the
 * facts that changed (jobs/match-deltas.ts, MatchDeltaEvent).
 */
export interface MatchDeltaNotice {
  type: 'MatchDelta';
  matchid: number;
  seq: number;
  time: string;
}

/**
 * Publishes each change of a match into its chat channels (server/jobs/match-deltas.ts builds it at app creation):
 * the admin API's match writes go through it, so a fan hears the change the moment it is written.
 */
export interface MatchDeltas {
  /** Applies an admin write to a match (`write`), then publishes what it changed; null when nothing a fan sees did. */
  change(matchId: number, write: () => Promise<void>): Promise<MatchDeltaNotice | null>;
  /** One look at the watched matches now (or the one under way); answers how many changed. */
  tick(): Promise<number>;
}
