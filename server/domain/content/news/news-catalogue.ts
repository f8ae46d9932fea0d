/** News categories (getNewsList `category`). */
export const newsCategories = [
  { id: 'football', name: '足球', name_en: 'Futebol' },
  { id: 'basketball', name: '篮球', name_en: 'Basquete' },
  { id: 'general', name: '综合', name_en: 'Geral' },
] as const;

/** A category's id, as a news row holds it. */
export type NewsCategory = (typeof newsCategories)[number]['id'];
