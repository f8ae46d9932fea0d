/** Live categories (GET /webapi/live/getCategory). */
export const liveCategories = [
  { id: 1, name: '足球', name_en: 'Futebol', sport_id: 1 },
  { id: 2, name: '篮球', name_en: 'Basquete', sport_id: 2 },
  { id: 3, name: '综合', name_en: 'Papo esportivo', sport_id: 0 },
];

/**
 * Room titles and the room notice as the seed writes them (Chinese, one Portuguese-speaking anchor's own), each with the
 * Portuguese a pt-br fan reads: the server answers it for lang=pt-br (domain/rooms/rooms.ts roomText). Only the seed's
 * own text has one; a title an anchor types is answered as written, in the anchor's language. The notice is the last
 * entry.
 */
export const seededText = [
  ['今晚焦点战，一起看球！', 'Jogão hoje à noite: vem assistir com a gente!'],
  ['赛前分析 + 实时解说', 'Análise pré-jogo + narração ao vivo'],
  ['篮球之夜，精彩不停', 'Noite de basquete, emoção sem parar'],
  ['深夜陪你看球', 'Futebol até tarde da noite com você'],
  ['数据流解说，带你看懂比赛', 'Narração com dados para entender o jogo'],
  ['Ao vivo com análise tática', 'Ao vivo com análise tática'],
  ['文明观赛，理性发言', 'Torça com respeito e comente com bom senso'],
] as const;

/** The Portuguese of each seeded title and notice, by its Chinese. */
export const seededPortuguese: ReadonlyMap<string, string> = new Map(seededText);
