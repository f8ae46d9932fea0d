// The terms of a withdrawal, with no imports: the accounts area reads the cash rate for its profile answer.

/** Diamonds are cash at 10 fen each (10 diamonds, 1 yuan); a request takes at least 100 (10 yuan), in tens. */
export const fenPerDiamond = 10;
export const minimumWithdraw = 100;

/** Spec 000 §4 withdraw labels, in order: 审核中, 派发中, 已派发, 取消. */
export const withdrawStatus = { reviewing: 0, paying: 1, paid: 2, cancelled: 3 } as const;
export type WithdrawStatus = (typeof withdrawStatus)[keyof typeof withdrawStatus];
