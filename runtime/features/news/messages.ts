import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the news feature (i18n namespace `news`). */
export const messages: FeatureMessages = {
  cn: {
    news: '资讯',
  },
  'pt-br': {
    news: 'Notícias',
  },
};
