import type { Benefit, VipBuyResult, VipPlans, VipUser } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/** VIP calls (docs/api.md "VIP"); quiet: the pages show their own states and the server's messages. */
const call = <T>(path: string, body: Record<string, unknown> = {}) => api.post<T>(path, body, { hideLoading: true, noToast: true });

export const getVipPlans = () => call<VipPlans>('/api/vip/getPlans');
export const buyVip = (planId: number, requestId: string) => call<VipBuyResult>('/api/vip/buy', { plan_id: planId, request_id: requestId });
export const useVipCard = (benefitId: number) => call<Benefit>('/api/user/useBenefit', { id: benefitId });
export const getVipUser = (uid: number) => call<VipUser>('/api/vip/getVipUser', { uid });
