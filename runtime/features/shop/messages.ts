import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the shop feature (i18n namespace `shop`). */
export const messages: FeatureMessages = {
  cn: {
    shop: '积分商城',
    records: '兑换记录',
  },
  'pt-br': {
    shop: 'Loja',
    records: 'Pedidos',
  },
};
