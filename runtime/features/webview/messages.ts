import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the webview feature (i18n namespace `webview`). */
export const messages: FeatureMessages = {
  cn: {
    privacy: '隐私政策',
    about: '关于我们',
    packageRules: '套餐规则',
  },
  'pt-br': {
    privacy: 'Privacidade',
    about: 'Sobre nós',
    packageRules: 'Regras dos pacotes',
  },
};
