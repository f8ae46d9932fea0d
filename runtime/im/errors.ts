import { ServerCode } from './protocol/server-codes.ts';

/**
 * The chat layer's one error class and its catalogue (spec 001 §8). Library codes sit in 2000 to 3123; the
 * numbers of the Tencent Chat web SDK 2.27.6 are kept where it has them, so codes mean the same to anyone who knows
 * that SDK. Server codes (docs/im-protocol.md) pass through unchanged as the error's code.
 */
export const ErrorCode = {
  NO_SDKAPPID: 2000,
  NO_IDENTIFIER: 2002,
  NO_USERSIG: 2003,
  NO_TINYID: 2022,
  NO_A2KEY: 2023,
  USER_NOT_LOGGED_IN: 2024,
  REPEAT_LOGIN: 2025,
  LOGIN_FAILED: 2026,
  // Upload (spec 001 §8): Tencent's numbers.
  COS_UNDETECTED: 2040,
  COS_GET_SIG_FAIL: 2041,
  MESSAGE_SEND_FAIL: 2100,
  MESSAGE_SEND_NEED_MESSAGE_INSTANCE: 2105,
  MESSAGE_SEND_INVALID_CONVERSATION_TYPE: 2106,
  MESSAGE_TEXT_EMPTY: 2107,
  MESSAGE_FILE_IS_EMPTY: 2108,
  MESSAGE_ONPROGRESS_FUNCTION_ERROR: 2109,
  /** Spec 001 §5: a community with topics takes messages in its topics only. */
  MESSAGE_SEND_GROUP_WITH_TOPIC_FAIL: 2115,
  MESSAGE_REVOKE_FAIL: 2110,
  MESSAGE_DELETE_FAIL: 2111,
  MESSAGE_UNREAD_ALL_FAIL: 2112,
  /** Spec 001 §8: sendMessageReadReceipt named no incoming message that asked for a receipt. */
  READ_RECEIPT_MESSAGE_LIST_EMPTY: 2114,
  TRANSLATE_TEXT_FAIL: 2117,
  // Merged and forwarded messages (spec 001 §5): Tencent's numbers.
  MESSAGE_MERGER_TYPE_INVALID: 2450,
  MESSAGE_MERGER_KEY_INVALID: 2451,
  MESSAGE_MERGER_DOWNLOAD_FAIL: 2452,
  MESSAGE_FORWARD_TYPE_INVALID: 2453,
  MESSAGE_IMAGE_SELECT_FILE_FIRST: 2251,
  MESSAGE_IMAGE_TYPES_LIMIT: 2252,
  MESSAGE_IMAGE_SIZE_LIMIT: 2253,
  MESSAGE_FILE_UPLOAD_FAIL: 2400,
  // Voice, video and file messages (spec 001 §5, §8): Tencent's numbers.
  MESSAGE_AUDIO_UPLOAD_FAIL: 2300,
  MESSAGE_AUDIO_SIZE_LIMIT: 2301,
  MESSAGE_VIDEO_UPLOAD_FAIL: 2350,
  MESSAGE_VIDEO_SIZE_LIMIT: 2351,
  MESSAGE_VIDEO_TYPES_LIMIT: 2352,
  MESSAGE_FILE_SELECT_FILE_FIRST: 2401,
  MESSAGE_FILE_SIZE_LIMIT: 2402,
  MESSAGE_MODIFY_CONFLICT: 2480,
  MESSAGE_MODIFY_DISABLED_IN_AVCHATROOM: 2482,
  CONVERSATION_NOT_FOUND: 2500,
  USER_OR_GROUP_NOT_FOUND: 2501,
  CONVERSATION_UN_RECORDED_TYPE: 2502,
  INVALID_CONVERSATION_ID: 2503,
  INVALID_PARAMETER: 2504,
  PROFANITY_FOUND: 2600,
  // Group codes: Tencent's numbers, but ILLEGAL_GROUP_TYPE (Tencent's 2600 is our PROFANITY_FOUND).
  CANNOT_JOIN_WORK: 2601,
  ILLEGAL_GROUP_ID: 2602,
  CANNOT_FIND_GROUP: 2603,
  ILLEGAL_GROUP_TYPE: 2604,
  CANNOT_CHANGE_OWNER_IN_AVCHATROOM: 2620,
  CANNOT_CHANGE_OWNER_TO_SELF: 2621,
  CANNOT_DISMISS_WORK: 2622,
  JOIN_GROUP_FAIL: 2660,
  CANNOT_ADD_MEMBER_IN_AVCHATROOM: 2661,
  CANNOT_JOIN_NON_AVCHATROOM_WITHOUT_LOGIN: 2662,
  MEMBER_NOT_IN_GROUP: 2670,
  NOT_IN_AVCHATROOM: 2671,
  /** Spec 001 §5, §8: a live-room ban (deleteGroupMember in an AVChatRoom) without a non-zero duration. */
  BAN_DURATION_INVALID: 2675,
  NOT_OWNER: 2681,
  CANNOT_SET_MEMBER_ROLE_IN_WORK_AND_AVCHATROOM: 2682,
  INVALID_MEMBER_ROLE: 2683,
  CANNOT_SET_SELF_MEMBER_ROLE: 2684,
  CANNOT_MUTE_SELF: 2685,
  UPDATE_PROFILE_INVALID_PARAM: 2721,
  UPDATE_PROFILE_NO_KEY: 2722,
  CANNOT_ADD_SELF_TO_BLACKLIST: 2750,
  ILLEGAL_TOPIC_ID: 3021,
  NETWORK_ERROR: 2800,
  NETWORK_TIMEOUT: 2801,
  NETWORK_RECONNECT_FAILED: 2802,
  NO_NETWORK: 2805,
  FRIEND_APPLICATION_NOT_EXIST: 2901,
  ALREADY_MY_FRIEND: 2902,
  NOT_MY_FRIEND: 2903,
  FRIEND_GROUP_EXISTED: 2904,
  FRIEND_GROUP_NOT_EXIST: 2905,
  /** callExperimentalAPI with a name it does not offer (Tencent's 2905 is FRIEND_GROUP_NOT_EXIST here, so ours). */
  INVALID_OPERATION: 2906,
  /** sendTRTCCustomData with a command outside the allowed list (spec 001 §5): Tencent's number. */
  INVALID_TRTC_CMD: 2995,
  OVER_FREQUENCY_LIMIT: 2996,
  OPEN_SERVICE_OVERLOAD: 2997,
  SDK_IS_NOT_READY: 2999,
  LOGGED_OUT: 3002,
  KICKED_OUT_MULT_ACCOUNT: 3003,
  KICKED_OUT_MULT_DEVICE: 3004,
  KICKED_OUT_REST_API: 3005,
  KICKED_OUT_USERSIG_EXPIRED: 3006,
  /** Spec 001 §5, §6: the application has not purchased the ability (core/commercial.ts). Our number. */
  CANNOT_USE_COMMERCIAL_ABILITY: 3122,
  UNCAUGHT: 3123,
} as const;

export type ErrorName = keyof typeof ErrorCode;

export { ServerCode };

/** Server codes that mean the login key or signature is no longer good: re-login, or ask the app for a new one. */
export const isKeyExpired = (code: number): boolean => code === ServerCode.USERSIG_EXPIRED || code === ServerCode.KEY_EXPIRED;

/** The core's codes' texts; a module loaded on demand adds its own (addErrorMessages). */
const defaultMessages: Partial<Record<number, string>> = {
  [ErrorCode.NO_SDKAPPID]: 'SDKAppID is required',
  [ErrorCode.NO_IDENTIFIER]: 'userID is required',
  [ErrorCode.NO_USERSIG]: 'userSig is required',
  [ErrorCode.NO_TINYID]: 'the login answer has no tinyID',
  [ErrorCode.NO_A2KEY]: 'the login answer has no a2Key',
  [ErrorCode.USER_NOT_LOGGED_IN]: 'user not logged in',
  [ErrorCode.REPEAT_LOGIN]: 'repeated login',
  [ErrorCode.MESSAGE_SEND_NEED_MESSAGE_INSTANCE]: 'sendMessage needs a message instance',
  [ErrorCode.MESSAGE_TEXT_EMPTY]: 'a text message must not be empty',
  [ErrorCode.COS_UNDETECTED]: 'the storage service is not available',
  [ErrorCode.MESSAGE_ONPROGRESS_FUNCTION_ERROR]: 'onProgress must be a function',
  [ErrorCode.CONVERSATION_NOT_FOUND]: 'conversation not found',
  [ErrorCode.INVALID_CONVERSATION_ID]: 'invalid conversation ID',
  [ErrorCode.NETWORK_ERROR]: 'network error',
  [ErrorCode.NETWORK_TIMEOUT]: 'request timed out',
  [ErrorCode.OVER_FREQUENCY_LIMIT]: 'over frequency limit',
  [ErrorCode.OPEN_SERVICE_OVERLOAD]: 'the server is overloaded for this command: try again later',
  [ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY]: 'this ability has not been purchased',
  [ErrorCode.SDK_IS_NOT_READY]: 'SDK not ready',
  [ErrorCode.CANNOT_FIND_GROUP]: 'cannot find group',
  [ErrorCode.MESSAGE_SEND_GROUP_WITH_TOPIC_FAIL]: 'this community has topics: send to one of them',
};

/**
 * A module loaded on demand adds the default texts of the codes only it raises, so they travel in its chunk rather
 * than in the core's (docs/decisions.md "The chat layer's start").
 */
export function addErrorMessages(messages: Partial<Record<ErrorName, string>>): void {
  for (const [name, text] of Object.entries(messages)) defaultMessages[ErrorCode[name as ErrorName]] = text;
}

/** A failed chat call: a stable numeric code, a readable message, and optional data (the failing item, the server's copy). */
export class ImError extends Error {
  override readonly name = 'ImError';
  constructor(
    readonly code: number,
    message?: string,
    readonly data?: unknown,
  ) {
    super(message || defaultMessages[code] || `chat error ${code}`);
  }
}

/** Rejects with a library error by name. */
export const imError = (name: ErrorName, message?: string, data?: unknown): ImError => new ImError(ErrorCode[name], message, data);
