/** The models by their route slug and their number (spec 000 §4 model types: upset 1, poisson 2, diversity 3, margin 4). */
export const modelSlugs = { upset: 1, poisson: 2, diversity: 3, margin: 4 } as const;

export type ModelSlug = keyof typeof modelSlugs;

/** The model number of a route's slug, or undefined for any other text. */
export function kindOf(slug: string | undefined): number | undefined {
  return slug && Object.hasOwn(modelSlugs, slug) ? modelSlugs[slug as ModelSlug] : undefined;
}

/** The slug of a model number (1-4). */
export function slugOf(kind: number): ModelSlug {
  return (Object.keys(modelSlugs) as ModelSlug[]).find((slug) => modelSlugs[slug] === kind) ?? 'poisson';
}

/** A share (0 to 1) as a percentage with one decimal: 0.3905 is "39.1%". */
export function percent(share: number): string {
  return `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
}

/** The 1X2 outcomes in the order every table shows them. */
export const outcomes = ['home', 'draw', 'away'] as const;
