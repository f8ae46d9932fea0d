/** News categories (getNewsList `category`). */
export const newsCategories = [
  { id: 'football', name: '足球', name_en: 'Football' },
  { id: 'basketball', name: '篮球', name_en: 'Basketball' },
  { id: 'general', name: '综合', name_en: 'General' },
] as const;
