/** The accounts a user holds (docs/ledger.md "Accounts"). */
export type Account = 'gold' | 'diamond';

/**
 * What moves coins, each a type of the transaction log (spec 000 §7 getProfitConsumeType, getProfitList). The numbers
 * are the API's; the names are the ledger's `kind` column.
 */
export const ledgerKinds = {
  opening: { type: 1, name: '期初余额', name_en: 'Saldo inicial' },
  grant: { type: 2, name: '系统发放', name_en: 'Concedido' },
  recharge: { type: 3, name: '充值', name_en: 'Recarga' },
  gift: { type: 4, name: '送礼', name_en: 'Presente enviado' },
  gift_income: { type: 5, name: '礼物收益', name_en: 'Renda de presentes' },
  model: { type: 6, name: '数据模型', name_en: 'Modelo de dados' },
  vip: { type: 7, name: '开通VIP', name_en: 'VIP' },
  shop: { type: 8, name: '商城兑换', name_en: 'Pedido na loja' },
  task: { type: 9, name: '任务奖励', name_en: 'Recompensa de tarefa' },
  check_in: { type: 10, name: '签到奖励', name_en: 'Prêmio de check-in' },
  withdraw: { type: 11, name: '提现', name_en: 'Saque' },
  withdraw_refund: { type: 12, name: '提现退回', name_en: 'Saque devolvido' },
  benefit: { type: 13, name: '福利领取', name_en: 'Benefício usado' },
  quiz: { type: 14, name: '竞猜投注', name_en: 'Aposta no palpite' },
  quiz_win: { type: 15, name: '竞猜奖金', name_en: 'Prêmio do palpite' },
  quiz_refund: { type: 16, name: '竞猜退款', name_en: 'Reembolso do palpite' },
  invite: { type: 17, name: '邀请奖励', name_en: 'Prêmio de convite' },
  activity: { type: 18, name: '活动报名', name_en: 'Inscrição na atividade' },
  activity_award: { type: 19, name: '活动奖励', name_en: 'Prêmio da atividade' },
  activity_refund: { type: 20, name: '活动退款', name_en: 'Reembolso da atividade' },
} as const;

export type LedgerKind = keyof typeof ledgerKinds;

/** One change of one account: what the ledger posts as a row and applies to the balance in the same statement. */
export interface Movement {
  userId: number;
  account: Account;
  /** Positive credits, negative debits; never zero. */
  amount: number;
  kind: LedgerKind;
  /** The business event, `table:id`; one event posts each kind once per account. */
  ref: string;
  now: Date;
}
