/** News categories (getNewsList `category`). */
export const newsCategories = [
  { id: 'football', name: '足球', name_en: 'Futebol' },
  { id: 'basketball', name: '篮球', name_en: 'Basquete' },
  { id: 'general', name: '综合', name_en: 'Geral' },
] as const;
