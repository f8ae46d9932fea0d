import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the search feature (i18n namespace `search`). */
export const messages: FeatureMessages = {
  cn: {
    search: '搜索',
  },
  'pt-br': {
    search: 'Buscar',
  },
};
