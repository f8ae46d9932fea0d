/** Why a call was rejected. Callers tell them apart by `code`; the UI has already said what it needed to. */
export class HttpError extends Error {
  constructor(
    readonly code: 'LOGIN_TIMEOUT' | 'API_STATUS' | 'NETWORK' | 'CANCELLED',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Spec 000 §8: the call is rejected with 登陆超时 (sic, as the spec writes it). */
export const loginTimeoutError = () => new HttpError('LOGIN_TIMEOUT', '登陆超时', 2);

/** A cancelled call is not an error: nothing is shown for it, and callers may ignore it. */
export const isCancelled = (error: unknown) => error instanceof HttpError && error.code === 'CANCELLED';

/** The server answered with a non-zero status: it understood the call and refused it (not found, bad input ...). */
export const isApiStatus = (error: unknown) => error instanceof HttpError && error.code === 'API_STATUS';
