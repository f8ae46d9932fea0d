import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the vip feature (i18n namespace `vip`). */
export const messages: FeatureMessages = {
  cn: {
    plans: 'VIP 会员',
    user: 'VIP 用户',
  },
  'pt-br': {
    plans: 'Planos VIP',
    user: 'Usuário VIP',
  },
};
