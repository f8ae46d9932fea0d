import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the feedback feature (i18n namespace `feedback`). */
export const messages: FeatureMessages = {
  cn: {
    feedback: '意见反馈',
    service: '客服反馈',
    back: '返回',
    content: '问题或建议',
    contentHint: '请描述你遇到的问题或建议，我们会尽快处理',
    count: '{{count}}/{{max}}',
    contact: '联系方式（选填）',
    contactHint: '手机号、QQ 或邮箱，方便我们回复你',
    submit: '提交',
    sent: '已收到你的反馈（编号 {{id}}），感谢！',
    tooShort: '请至少写 {{min}} 个字',
    failed: '提交失败，请稍后再试',
  },
  'pt-br': {
    feedback: 'Feedback',
    service: 'Atendimento',
    back: 'Voltar',
    content: 'Problema ou sugestão',
    contentHint: 'Conte o que aconteceu ou o que podemos melhorar',
    count: '{{count}}/{{max}}',
    contact: 'Contato (opcional)',
    contactHint: 'Celular ou e-mail, para respondermos',
    submit: 'Enviar',
    sent: 'Recebemos seu feedback (nº {{id}}). Obrigado!',
    tooShort: 'Escreva ao menos {{min}} caracteres',
    failed: 'Falha ao enviar; tente de novo',
  },
};
