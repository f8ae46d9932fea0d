import type { BenefitsPage } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';

/**
 * POST /api/user/getBenefits {page, size} (signed in): every benefit of the fan, those still valid first (docs/api.md
 * "Benefits"). The page shows its own loading and failed states, so no loading toast and no failure toast.
 */
export function getBenefits(page: number, size: number): Promise<BenefitsPage> {
  return api.post<BenefitsPage>('/api/user/getBenefits', { page, size }, { hideLoading: true, noToast: true });
}
