import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';

/**
 * A refusal the client can act on: `code` is one of the protocol's ServerCode (runtime/im/protocol/server-codes.ts),
 * `message` is for logs and `error_info`. The dispatcher is the one place that writes it into a frame.
 */
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
export const invalidParameter = (message: string) => new ImError(ServerCode.INVALID_PARAMETER, message);
