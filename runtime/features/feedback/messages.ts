import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the feedback feature (i18n namespace `feedback`). */
export const messages: FeatureMessages = {
  cn: {
    feedback: '意见反馈',
    service: '客服反馈',
  },
  'pt-br': {
    feedback: 'Feedback',
    service: 'Atendimento',
  },
};
