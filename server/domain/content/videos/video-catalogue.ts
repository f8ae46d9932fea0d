/** Video categories (POST /api/video/getCategories), in display order. */
export const videoCategories = [
  { id: 1, name: '集锦', name_en: 'Melhores momentos', sport_id: 1 },
  { id: 2, name: '进球', name_en: 'Gols', sport_id: 1 },
  { id: 3, name: '战术分析', name_en: 'Análise', sport_id: 1 },
  { id: 4, name: '趣味', name_en: 'Divertidos', sport_id: 0 },
  { id: 5, name: '篮球', name_en: 'Basquete', sport_id: 2 },
];

/** Short videos have ids of their own range, so one `like` call serves both kinds. */
export const firstShortVideoId = 1001;
