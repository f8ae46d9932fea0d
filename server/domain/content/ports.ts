// What the content area sees of the other areas: the match cards and live rooms it shows beside its own items. The
// routes build these over the matches' and rooms' modules; the content area never loads them itself.

/** A match as the lists show it (the matches area's view), looked up by id. */
export interface MatchCards {
  byId(id: number): Promise<unknown>;
}

/** What search reads from the other areas: the matches and the rooms whose names contain a LIKE pattern. */
export interface SearchSources {
  matches(pattern: string): Promise<unknown[]>;
  anchors(pattern: string): Promise<unknown[]>;
}

/** An allowance of attempts per key (security/shared-rate-limit.ts): false once the key has used it up. */
export interface AttemptLimit {
  hit(key: string): Promise<boolean>;
}
