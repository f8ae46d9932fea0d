import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the news feature (i18n namespace `news`). */
export const messages: FeatureMessages = {
  cn: {
    news: '资讯',
    all: '全部',
    none: '暂时没有资讯',
    toMatch: '查看这场比赛',
    loadFailed: '加载失败',
    loadFailedHint: '请检查网络后重试',
    retry: '重试',
    notFound: '这篇资讯不存在',
    notFoundHint: '它可能已被删除。',
    'more.loading': '加载中…',
    'more.retry': '加载失败，点击重试',
    'more.more': '加载更多',
    'more.noMore': '没有更多了',
  },
  'pt-br': {
    news: 'Notícias',
    all: 'Todas',
    'category.football': 'Futebol',
    'category.basketball': 'Basquete',
    'category.general': 'Geral',
    none: 'Nenhuma notícia por enquanto',
    toMatch: 'Ver a partida',
    loadFailed: 'Falha ao carregar',
    loadFailedHint: 'Verifique a conexão e tente de novo',
    retry: 'Tentar de novo',
    notFound: 'Notícia não encontrada',
    notFoundHint: 'Ela pode ter sido removida.',
    'more.loading': 'Carregando…',
    'more.retry': 'Falhou; toque para tentar de novo',
    'more.more': 'Carregar mais',
    'more.noMore': 'Não há mais',
  },
};
