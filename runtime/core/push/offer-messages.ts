/** The offer of match alerts after a follow, in the app's two languages (follow-offer.ts). */
export const offerMessages = {
  cn: {
    title: '开启比赛提醒？',
    message: '关注的比赛开赛、进球、红牌、半场和完场时，即使没打开本站也会通知你。',
    confirm: '开启提醒',
    cancel: '暂不',
    on: '比赛提醒已开启',
    denied: '你已拒绝本站发送通知',
    failed: '操作失败，请稍后再试',
  },
  'pt-br': {
    title: 'Ativar alertas dos jogos?',
    message: 'Avisamos início, gols, cartões vermelhos, intervalo e fim dos jogos que você segue, mesmo com o site fechado.',
    confirm: 'Ativar alertas',
    cancel: 'Agora não',
    on: 'Notificações ativadas',
    denied: 'Você bloqueou as notificações deste site',
    failed: 'Não foi possível concluir. Tente de novo.',
  },
};
