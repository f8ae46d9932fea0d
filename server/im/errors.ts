/**
 * The server codes of docs/im-protocol.md. A command handler throws an {@link ImError}; the dispatcher turns it into
 * the response's `error_code` and `error_info`, so no other code writes error codes into frames.
 */
export const imCodes = {
  notLoggedIn: 6014,
  invalidParameter: 10004,
  noPermission: 10007,
  groupNotFound: 10010,
  muted: 10017,
  invalidRecipient: 20003,
  modifyConflict: 20027,
  overloaded: 60022,
  signatureExpired: 70001,
  signatureInvalid: 70003,
  blockedWord: 80001,
  bodyTooLarge: 80002,
} as const;

/** A refusal the client can act on: `code` is stable (the protocol's), `message` is for logs and `error_info`. */
export class ImError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Body fields to send with the error (a 20027 carries the stored message, so the client can catch up). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ImError';
  }
}

/** 10004 with a reason: the most common refusal. */
export const invalidParameter = (message: string) => new ImError(imCodes.invalidParameter, message);
