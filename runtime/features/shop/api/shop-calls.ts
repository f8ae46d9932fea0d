import type { AddressList, BuyResult, CheckoutCoupons, GoodsPage, OrderPage } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/** The shop's calls (docs/api.md "Shop"); quiet: the pages show their own states and the server's messages. */
const call = <T>(path: string, body: Record<string, unknown> = {}) => api.post<T>(path, body, { hideLoading: true, noToast: true });

export const getGoods = (category: string, page: number, size = 20) =>
  call<GoodsPage>('/api/shop/getGoodsList', { category: category || undefined, page, size });
export const getOrders = (page: number, size = 20) => call<OrderPage>('/api/shop/getOrderList', { page, size });
export const getAddresses = () => call<AddressList>('/api/shop/getAddressList');
export const getCoupons = (goodsId: number, quantity: number) =>
  call<CheckoutCoupons>('/api/shop/getCoupons', { goods_id: goodsId, quantity });
export const buy = (body: { goods_id: number; quantity: number; address_id?: number; benefit_id?: number; request_id: string }) =>
  call<BuyResult>('/api/shop/buy', body);
