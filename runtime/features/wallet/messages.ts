import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the wallet feature (i18n namespace `wallet`). */
export const messages: FeatureMessages = {
  cn: {
    recharge: '充值',
    transactions: '交易记录',
    wallet: '我的钱包',
    withdraw: '提现',
    balance: '余额明细',
  },
  'pt-br': {
    recharge: 'Recarregar',
    transactions: 'Transações',
    wallet: 'Carteira',
    withdraw: 'Saque',
    balance: 'Saldo',
  },
};
