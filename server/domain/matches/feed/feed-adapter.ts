/**
 * A source of fixtures and results (docs/match-feed.md). A data provider plugs in by answering its records as plain
 * field maps, each with the place it came from; the import validates every record the same way whatever the source,
 * so an adapter only translates, it never decides what is valid.
 */
export interface MatchFeedAdapter {
  /** The provider's name: its match ids are unique within it, and a re-import is keyed by (provider, id). */
  readonly provider: string;
  /** Every record of the feed, in order. A feed that cannot be read at all throws a `FeedError`. */
  read(): Promise<FeedRecord[]>;
}

/** One record as the source gave it: raw fields, validated later. */
export interface FeedRecord {
  /** Where the record starts: the line of a file (1-based), or the position in a provider's answer. */
  line: number;
  fields: Record<string, unknown>;
}

/** A whole feed that cannot be read (not JSON, no CSV header ...); a bad record is a `RejectedRecord` instead. */
export class FeedError extends Error {}

export const feedSports = ['football', 'basketball'] as const;
export const feedStatuses = ['scheduled', 'finished', 'postponed', 'cancelled'] as const;

/** A valid fixture or result. */
export interface FeedMatch {
  id: string;
  sport: (typeof feedSports)[number];
  league: string;
  home: string;
  away: string;
  kickoff: Date;
  status: (typeof feedStatuses)[number];
  /** Both present exactly when the status is finished. */
  homeScore?: number;
  awayScore?: number;
}

/** A record the import refused, with why. */
export interface RejectedRecord {
  line: number;
  field: string;
  reason: string;
}
