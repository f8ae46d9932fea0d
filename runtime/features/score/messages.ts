import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the score feature (i18n namespace `score`). */
export const messages: FeatureMessages = {
  cn: {
    score: '比分',
    detail: '比赛详情',
    basketballDetail: '篮球比赛详情',
    footballDetail: '足球比赛详情',
    collected: '我的收藏',
    search: '搜索比赛',
    happening: '赛况',
    analysis: '分析',
    lineup: '阵容',
    index: '指数',
    rank: '排名',
    menuLabel: '比分',
  },
  'pt-br': {
    score: 'Placar',
    detail: 'Detalhes da partida',
    basketballDetail: 'Detalhes do basquete',
    footballDetail: 'Detalhes do futebol',
    collected: 'Partidas salvas',
    search: 'Buscar partidas',
    happening: 'Lances',
    analysis: 'Análise',
    lineup: 'Escalação',
    index: 'Odds',
    rank: 'Classificação',
    menuLabel: 'Placar',
  },
};
