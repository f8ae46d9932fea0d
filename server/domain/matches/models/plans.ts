/** The four models (spec 000 §4 model types) with their names in the app's two languages. */
export const modelKinds = [
  { kind: 1, slug: 'upset', name_zh: '冷门指数', name_en: 'Índice de zebra' },
  { kind: 2, slug: 'poisson', name_zh: '泊松分布', name_en: 'Distribuição de Poisson' },
  { kind: 3, slug: 'diversity', name_zh: '离散指数', name_en: 'Dispersão das odds' },
  { kind: 4, slug: 'margin', name_zh: '返还率', name_en: 'Margem da casa' },
] as const;

export type ModelKind = 1 | 2 | 3 | 4;

export interface ModelPlan {
  id: number;
  /** The model the plan opens, or 0 for all four. */
  kind: 0 | ModelKind;
  days: number;
  /** Price in gold. */
  price: number;
}

/**
 * Plans in gold (docs/decisions.md "Data-model plans"): each model by the day, week or month, and all four together
 * by the week or month at about the price of two. Ids are stable: subscriptions refer to them.
 */
export const modelPlans: ModelPlan[] = [
  ...modelKinds.flatMap(({ kind }) => [
    { id: kind * 10 + 1, kind, days: 1, price: 100 },
    { id: kind * 10 + 2, kind, days: 7, price: 500 },
    { id: kind * 10 + 3, kind, days: 30, price: 1800 },
  ]),
  { id: 91, kind: 0 as const, days: 7, price: 1000 },
  { id: 92, kind: 0 as const, days: 30, price: 3600 },
];

/** The plan of an id, if any. */
export const planById = (id: number) => modelPlans.find((p) => p.id === id);

/** Benefit types that open a model (spec 000 §4: poisson 2, upset 3, margin 4, diversity 5, allModel 6). */
export const benefitTypeOf: Record<ModelKind, number> = { 1: 3, 2: 2, 3: 5, 4: 4 };
export const allModelsBenefit = 6;
