/**
 * Why a domain call refused, as a stable code. The HTTP layer maps each code to the envelope's status in one place
 * (http/errors.ts); the chat gateway maps the ones it meets to its own codes (im/dispatch.ts).
 */
export type DomainErrorCode =
  | 'BAD_INPUT'
  | 'LOGIN_TIMEOUT'
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'TOO_MANY_REQUESTS'
  | 'CONFLICT'
  /** Not enough gold or diamond in the wallet for a purchase. */
  | 'INSUFFICIENT_BALANCE';

/** A failure the fan can act on: its message is shown to them as is, so it is written for them. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Spec 000 §8: the session is missing, invalid or expired; the message contains 登录超时. */
export const loginTimeout = (): DomainError => new DomainError('LOGIN_TIMEOUT', '登录超时，请重新登录');
