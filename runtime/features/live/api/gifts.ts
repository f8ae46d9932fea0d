import type { AttentResult, BagItems, GiftList, SendGiftResult, UserInfo } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

export type { AttentResult, BagItems, GiftList, SendGiftResult };

/** The gift catalogue and the quantity presets (docs/api.md "Gifts and following"). */
export function getGiftList(): Promise<GiftList> {
  return api.post<GiftList>('/api/live/getGiftList', {}, { hideLoading: true, noToast: true });
}

/**
 * Sends `count` of a gift to the room's anchor. `requestId` names this one tap: a retry of the same call pays once.
 * Rejects with HttpError status 7 when the gold is short; the caller says so in the fan's language.
 */
export function sendGift(body: { liveid: number; gift_id: number; count: number; request_id: string }): Promise<SendGiftResult> {
  return api.post<SendGiftResult>('/api/live/sendGift', body, { hideLoading: true, noToast: true });
}

/** The fan's bag (spec 000 §1 userBagItems): gift coupons that send their gifts without gold. */
export function getBagItems(): Promise<BagItems> {
  return api.post<BagItems>('/api/live/getBagItems', {}, { hideLoading: true, noToast: true });
}

/** Sends the gifts of one coupon of the bag; `request_id` names the tap, as for sendGift. */
export function sendBagGift(body: { liveid: number; bag_id: number; request_id: string }): Promise<SendGiftResult> {
  return api.post<SendGiftResult>('/api/live/sendBagGift', body, { hideLoading: true, noToast: true });
}

/** Follows (true) or unfollows an anchor; repeating a call changes nothing. */
export function attentAnchor(anchorId: number, follow: boolean): Promise<AttentResult> {
  return api.post<AttentResult>(
    '/api/live/attentAnchor',
    { anchorid: anchorId, attent: follow ? 1 : 0 },
    { hideLoading: true, noToast: true },
  );
}

/**
 * The signed-in fan's wallet, read from the user info. Only these fields are kept: the whole user info would bring a new
 * chat signature, and a new signature logs the chat in again (app/chat/follow-session.ts), dropping room messages.
 */
export async function getWallet(): Promise<Pick<UserInfo, 'gold' | 'diamond' | 'gift_spend'>> {
  const { gold, diamond, gift_spend } = await api.post<UserInfo>('/webapi/User/getUserInfo', {}, { hideLoading: true, noToast: true });
  return { gold, diamond, gift_spend };
}
