// What the operators' area sees of the world around it; start-up builds the adapters (server/server-context.ts).

export type { Database } from '../ports.ts';

/** Counts failed attempts of one key in a window (domain/limits/shared-rate-limit.ts, counted in the database). */
export interface AttemptCounter {
  /** Counts one attempt; false once the key has used its attempts in this window. */
  hit(key: string): Promise<boolean>;
  /** Whether the key has no attempts left, without counting one. */
  blocked(key: string): Promise<boolean>;
}

/** The sign-in failures counted per account (its email) and per address, on every node alike. */
export interface SignInLimits {
  account: AttemptCounter;
  address: AttemptCounter;
}

/** Who is acting and from where, for the sign-in and the audit log. */
export interface RequestOrigin {
  address: string;
  /** Whether failures from this address count against its limit (not a loopback caller behind an unnamed proxy). */
  limitAddress: boolean;
  userAgent: string;
}
