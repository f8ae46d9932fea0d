import type { BenefitGrant } from '../benefits/benefits.ts';

/**
 * What a virtual card delivers: a benefit (spec 000 §4 types) per card bought, usable within 30 days, by goods id.
 * The colour chat bubble has no benefit type and stays an order only (docs/ledger.md "Benefits").
 */
export const cardBenefits: Readonly<Record<number, BenefitGrant>> = {
  1: { type: 1, name_zh: 'VIP 周卡', name_pt: 'VIP 7 dias', amount: 0, days: 7, validDays: 30 },
  2: { type: 1, name_zh: 'VIP 月卡', name_pt: 'VIP 30 dias', amount: 0, days: 30, validDays: 30 },
  3: { type: 6, name_zh: '数据模型体验券', name_pt: 'Teste dos modelos', amount: 0, days: 1, validDays: 30 },
};

/** Shop categories (getGoodsList `category`), in the order the shop shows them. */
export const goodsCategories = [
  { id: 'card', name: '虚拟卡券', name_en: 'Cartões' },
  { id: 'jersey', name: '球衣', name_en: 'Camisas' },
  { id: 'gear', name: '运动装备', name_en: 'Equipamentos' },
  { id: 'fan', name: '球迷周边', name_en: 'Torcedor' },
] as const;

/** The shop coupons QA's VIP user checks out with (docs/ledger.md "Shop coupons"): one of each kind. */
export const qaCoupons: readonly BenefitGrant[] = [
  { type: 7, name_zh: '商城红包', name_pt: 'Envelope da loja', amount: 5_000, days: 0, validDays: 30 },
  { type: 9, name_zh: '黑卡 88折', name_pt: 'Cartão preto 12% off', amount: 12, days: 0, validDays: 30 },
];
