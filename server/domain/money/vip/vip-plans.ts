/**
 * The VIP plans, in gold (docs/ledger.md "VIP"). Every plan makes the fan VIP (spec 000 §4: vip_level > 0 and vip_date
 * in the future): no QR or pop-up ads (is_no_qrad, is_no_popad), no play-time limit in live rooms, the VIP badge; the
 * year plan also opens every data model. Ids are stable: purchases refer to them.
 */
export interface VipPlan {
  id: number;
  level: number;
  days: number;
  /** Price in gold. */
  price: number;
  name: string;
  name_en: string;
  /** Whether the plan opens all four data models while it runs. */
  models: boolean;
}

export const vipPlans: readonly VipPlan[] = [
  { id: 1, level: 1, days: 30, price: 3_000, name: 'VIP月卡', name_en: 'VIP mensal', models: false },
  { id: 2, level: 2, days: 90, price: 8_000, name: 'VIP季卡', name_en: 'VIP trimestral', models: false },
  { id: 3, level: 3, days: 365, price: 28_800, name: 'VIP年卡', name_en: 'VIP anual', models: true },
];

/** The plan of this id, or undefined. */
export const vipPlanById = (id: number) => vipPlans.find((plan) => plan.id === id);

/** The VIP level from which every data model is open (the year plan's). */
export const modelsVipLevel = 3;
