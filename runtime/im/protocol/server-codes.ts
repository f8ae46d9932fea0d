/**
 * Error codes the gateway answers in `Frame.error_code` and `LongPollResponse.error_code` (docs/im-protocol.md,
 * "Server error codes"). Part of the protocol, so the server and the client read them from this one table.
 */
export const ServerCode = {
  NOT_LOGGED_IN: 6014,
  INVALID_PARAMETER: 10004,
  NO_PERMISSION: 10007,
  /** The owner cannot quit a group: they dismiss it or hand it over first. */
  OWNER_CANNOT_QUIT: 10009,
  GROUP_NOT_FOUND: 10010,
  /** The group has its maximum number of members. */
  GROUP_FULL: 10014,
  /** A custom group id that is already taken. */
  GROUP_ID_IN_USE: 10021,
  MUTED: 10017,
  /** Slow mode: the member sent in the live room less than its interval ago (the Tencent code for a send too soon). */
  SLOW_MODE: 10023,
  KEY_EXPIRED: 20002,
  INVALID_RECIPIENT: 20003,
  /** The recipient has the sender in its blacklist: a C2C send is refused. */
  IN_PEER_BLACKLIST: 20007,
  /** The member is muted in the group, or the whole group is muted for members (spec 001 §8). */
  GROUP_MEMBER_MUTED: 20012,
  MODIFY_CONFLICT: 20027,
  PING_FATAL: 60002,
  /** The application has not purchased the ability the command needs (spec 001 §5, §6; docs/decisions.md "Commercial abilities"). Our number. */
  ABILITY_NOT_PURCHASED: 72001,
  SERVICE_OVERLOAD: 60022,
  USERSIG_EXPIRED: 70001,
  USERSIG_INVALID: 70003,
  BLOCKED_WORD: 80001,
  BODY_TOO_LARGE: 80002,
  /**
   * A user sent more than the gateway's limit in one second (docs/security.md "Abuse limits"). In 120001-130000, the
   * range Tencent leaves to an app's own check before a send, which spec 001 §8 lists among send failures.
   */
  SEND_TOO_FAST: 120001,
  /** translate.text: the reference server has no translation service and its phrasebook lacks a text (ours). */
  TRANSLATION_UNAVAILABLE: 80005,
  // Per-user codes of the relationship commands (ResultItem.code), in Tencent's relationship range; 30539 is the
  // spec's, the others follow the Tencent tables as we recall them (docs/decisions.md "Chat friends ...").
  /** Already a friend (the add changed nothing). */
  ALREADY_FRIEND: 30001,
  /** Not a friend (update, delete, profile of a friend). */
  NOT_FRIEND: 30006,
  /** The peer is in my blacklist. */
  PEER_IN_MY_BLACKLIST: 30515,
  /** The peer accepts no friend requests (AllowType_Type_DenyAny). */
  PEER_DENIES_ANY: 30516,
  /** I am in the peer's blacklist. */
  IN_PEER_BLACKLIST_FRIEND: 30525,
  /** The application waits for the peer's answer: a success with this message (spec 001 §7). */
  FRIEND_APPLICATION_PENDING: 30539,
  /** No such friend application. */
  FRIEND_APPLICATION_NOT_FOUND: 30614,
} as const;
