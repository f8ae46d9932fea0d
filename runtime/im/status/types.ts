/** A user's status (spec 001 §3): statusType 1 online, 2 offline, 0 unknown (Tencent's TIM.TYPES.USER_STATUS_*). */
export interface UserStatus {
  userID: string;
  statusType: number;
  customStatus: string;
}

/** A user a status call could not serve (no such user, subscriptions full), with the server's code. */
export interface UserStatusFailure {
  userID: string;
  code: number;
  message: string;
}
