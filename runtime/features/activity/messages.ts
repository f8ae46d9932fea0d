import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the activity feature (i18n namespace `activity`). */
export const messages: FeatureMessages = {
  cn: {
    activities: '活动中心',
    activity: '活动详情',
    back: '返回',
    time: '时间',
    reward: '奖励',
    toMatch: '查看相关比赛',
    loadFailed: '加载失败',
    loadFailedHint: '请检查网络后重试',
    retry: '重试',
    notFound: '这个活动不存在',
    notFoundHint: '它可能已下线。',
  },
  'pt-br': {
    activities: 'Atividades',
    activity: 'Atividade',
    back: 'Voltar',
    time: 'Período',
    reward: 'Prêmio',
    toMatch: 'Ver a partida',
    loadFailed: 'Falha ao carregar',
    loadFailedHint: 'Verifique a conexão e tente de novo',
    retry: 'Tentar de novo',
    notFound: 'Atividade não encontrada',
    notFoundHint: 'Ela pode ter saído do ar.',
  },
};
