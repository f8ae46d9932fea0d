import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the database feature (i18n namespace `database`). */
export const messages: FeatureMessages = {
  cn: {
    database: '资料库',
    league: '联赛',
    team: '球队',
    billboard: '榜单',
    fifaTeam: '国家队',
    fifaHonor: '荣誉',
    fifaStats: '统计',
    fifaLineup: '阵容',
  },
  'pt-br': {
    database: 'Banco de dados',
    league: 'Liga',
    team: 'Time',
    billboard: 'Ranking',
    fifaTeam: 'Seleção',
    fifaHonor: 'Títulos',
    fifaStats: 'Estatísticas',
    fifaLineup: 'Elenco',
  },
};
