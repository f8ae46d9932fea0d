import type { Address, AddressList } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/** The fan's delivery addresses (docs/api.md "Shop"); quiet: the page shows its own states and the server's messages. */
const call = <T>(path: string, body: Record<string, unknown> = {}) => api.post<T>(path, body, { hideLoading: true, noToast: true });

export const getAddresses = () => call<AddressList>('/api/shop/getAddressList');
export const saveAddress = (address: { id?: number; name: string; mobile: string; detail: string; is_default?: boolean }) =>
  call<Address>('/api/shop/saveAddress', address);
export const deleteAddress = (id: number) => call<AddressList>('/api/shop/deleteAddress', { id });
