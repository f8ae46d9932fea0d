/**
 * Error codes the gateway answers in `Frame.error_code` and `LongPollResponse.error_code` (docs/im-protocol.md,
 * "Server error codes"). Part of the protocol, so the server and the client read them from this one table.
 */
export const ServerCode = {
  NOT_LOGGED_IN: 6014,
  INVALID_PARAMETER: 10004,
  NO_PERMISSION: 10007,
  GROUP_NOT_FOUND: 10010,
  MUTED: 10017,
  /** Slow mode: the member sent in the live room less than its interval ago (the Tencent code for a send too soon). */
  SLOW_MODE: 10023,
  KEY_EXPIRED: 20002,
  INVALID_RECIPIENT: 20003,
  MODIFY_CONFLICT: 20027,
  PING_FATAL: 60002,
  SERVICE_OVERLOAD: 60022,
  USERSIG_EXPIRED: 70001,
  USERSIG_INVALID: 70003,
  BLOCKED_WORD: 80001,
  BODY_TOO_LARGE: 80002,
} as const;
