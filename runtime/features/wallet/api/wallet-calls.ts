import type {
  LedgerPage,
  ProfitType,
  RechargeOpened,
  RechargePackages,
  Recharge,
  Wallet,
  WithdrawalPage,
  WithdrawResult,
} from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/**
 * The wallet's calls (docs/api.md "Wallet, recharge and withdraw"). Pages draw their own loading and failure states,
 * so the calls are quiet: no loading toast, no failure toast.
 */
const call = <T>(path: string, body: Record<string, unknown> = {}) => api.post<T>(path, body, { hideLoading: true, noToast: true });

export const getWallet = () => call<Wallet>('/api/wallet/getWallet');
export const getPackages = () => call<RechargePackages>('/api/pay/getPackageList');
export const createRecharge = (packageId: number, requestId: string, back: string) =>
  call<RechargeOpened>('/api/pay/createRecharge', { package_id: packageId, request_id: requestId, back });
export const getRecharge = (id: number) => call<Recharge>('/api/pay/getRecharge', { id });
export const getProfitTypes = () => call<ProfitType[]>('/api/user/getProfitConsumeType');
export const getLedgerPage = (filter: { type?: number; account?: 'gold' | 'diamond' }, page: number, size = 20) =>
  call<LedgerPage>('/api/user/getProfitList', { ...filter, page, size });
export const withdraw = (body: { diamond: number; payee_name: string; payee_account: string; request_id: string }) =>
  call<WithdrawResult>('/api/wallet/withdraw', body);
export const getWithdrawals = (page: number, size = 20) => call<WithdrawalPage>('/api/wallet/getWithdrawList', { page, size });
