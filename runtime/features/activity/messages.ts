import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the activity feature (i18n namespace `activity`). */
export const messages: FeatureMessages = {
  cn: {
    activities: '活动中心',
    activity: '活动详情',
  },
  'pt-br': {
    activities: 'Atividades',
    activity: 'Atividade',
  },
};
