import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the data-model feature (i18n namespace `data-model`). */
export const messages: FeatureMessages = {
  cn: {
    data: '数据模型',
    model: '模型分析',
    detail: '模型详情',
    subscribe: '订阅模型',
    records: '订阅记录',
  },
  'pt-br': {
    data: 'Modelos de dados',
    model: 'Análise do modelo',
    detail: 'Detalhe do modelo',
    subscribe: 'Assinar modelo',
    records: 'Assinaturas',
  },
};
