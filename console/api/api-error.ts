/** The envelope's statuses (docs/api.md): 0 ok, 1 bad input, 2 signed out ... */
export const apiStatus = {
  ok: 0,
  badInput: 1,
  signedOut: 2,
  notFound: 3,
  forbidden: 4,
  tooMany: 5,
  conflict: 6,
} as const;

/**
 * Why a call failed: `answer` the server answered with a status the operator must act on (its message is for them),
 * `server` a 5xx or an answer that is not the envelope, `network` no answer at all. The last two are worth a retry.
 */
export type ApiErrorKind = 'answer' | 'server' | 'network';

/** A failed console call. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** The envelope's status, for an `answer`. */
    readonly status: number | null = null,
    /** The envelope's data (`{ totpNeeded: true }` at sign-in). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Whether trying the same call again may work (the network or the server was away). */
  get retryable(): boolean {
    return this.kind !== 'answer';
  }
}
