/**
 * Which purchase bit grants which ability (docs/decisions.md "Commercial abilities"): the index of its character in
 * the 0/1 string, counted from the left. A bit beyond the string's end is off. Part of the protocol: the gateway
 * checks the same bits as the SDK.
 */
export const CommercialAbility = {
  userStatus: 0,
  conversationGroup: 1,
  messageExtension: 2,
  groupCounter: 3,
  liveRoomMemberList: 4,
  liveRoomBan: 5,
  specifiedReceivers: 6,
} as const;
export type CommercialAbility = keyof typeof CommercialAbility;

/** Spec 001 §1: purchase bits are a 0/1 string of 1 to 64 characters; anything else grants nothing. */
export const validPurchaseBits = (bits: unknown): bits is string => typeof bits === 'string' && /^[01]{1,64}$/.test(bits);

export const hasAbility = (bits: string, ability: CommercialAbility): boolean =>
  validPurchaseBits(bits) && bits[CommercialAbility[ability]] === '1';
