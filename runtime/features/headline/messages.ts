import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the headline feature (i18n namespace `headline`). */
export const messages: FeatureMessages = {
  cn: {
    headline: '头条',
    menuLabel: '首页',
  },
  'pt-br': {
    headline: 'Destaques',
    menuLabel: 'Início',
  },
};
