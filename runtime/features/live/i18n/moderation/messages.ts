import type { FeatureMessages } from '../../../../core/feature.ts';

/**
 * What every viewer of a room sees of its managers (namespace `live`, merged into ../messages.ts): their changes as
 * chat notices, and what slow mode and a ban do to the send bar. The manage sheets' own labels load with them
 * (i18n/manage/messages.ts). `mute.<seconds>` names the spec's mute durations (spec 000 §9).
 */
export const moderationMessages: FeatureMessages = {
  cn: {
    'mute.259200': '3天',
    'mute.86400': '1天',
    'mute.3600': '1小时',
    'mute.600': '10分钟',
    'mute.0': '解除禁言',
    'chat.banned': '{{nick}} 被禁言 {{duration}}',
    'chat.unbanned': '{{nick}} 已被解除禁言',
    'chat.titleChanged': '{{nick}} 将直播间标题改为「{{title}}」',
    'chat.slowModeOn': '{{nick}} 开启了慢速模式：每 {{seconds}} 秒可发言一次',
    'chat.slowModeOff': '{{nick}} 关闭了慢速模式',
    'chat.managerOn': '{{nick}} 成为了房管',
    'chat.managerOff': '{{nick}} 不再是房管',
    'chat.slowMode': '慢速模式：每 {{seconds}} 秒可发言一次',
    'chat.slowWait': '慢速模式，{{seconds}} 秒后可再发言',
    'chat.wait': '{{seconds}}秒',
    'chat.muted': '你已被禁言，{{time}} 后可以发言',
    'chat.refusedMuted': '发送失败：你已被禁言，暂时不能在这个直播间发言',
    'chat.refusedSlow': '发送失败：慢速模式下每 {{seconds}} 秒只能发言一次',
    'chat.manageNick': '管理 {{nick}}',
    'manage.open': '管理直播间',
  },
  'pt-br': {
    'mute.259200': '3 dias',
    'mute.86400': '1 dia',
    'mute.3600': '1 hora',
    'mute.600': '10 minutos',
    'mute.0': 'Liberar o chat',
    'chat.banned': '{{nick}} foi silenciado por {{duration}}',
    'chat.unbanned': '{{nick}} pode falar de novo',
    'chat.titleChanged': '{{nick}} mudou o título da sala para "{{title}}"',
    'chat.slowModeOn': '{{nick}} ativou o modo lento: uma mensagem a cada {{seconds}} s',
    'chat.slowModeOff': '{{nick}} desativou o modo lento',
    'chat.managerOn': '{{nick}} agora é moderador',
    'chat.managerOff': '{{nick}} deixou de ser moderador',
    'chat.slowMode': 'Modo lento: uma mensagem a cada {{seconds}} s',
    'chat.slowWait': 'Modo lento: fale de novo em {{seconds}} s',
    'chat.wait': '{{seconds}} s',
    'chat.muted': 'Você foi silenciado. Poderá falar em {{time}}',
    'chat.refusedMuted': 'Mensagem não enviada: você foi silenciado nesta sala',
    'chat.refusedSlow': 'Mensagem não enviada: no modo lento é uma mensagem a cada {{seconds}} s',
    'chat.manageNick': 'Moderar {{nick}}',
    'manage.open': 'Gerenciar sala',
  },
};
