import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the chat feature (i18n namespace `chat`). */
export const messages: FeatureMessages = {
  cn: {
    c2c: '消息',
    friends: '好友',
    chatroom: '私聊',
    user: '用户资料',
    search: '搜索用户',
    feedback: '举报',
    group: '群聊',
    anchorGroup: '粉丝群',
    groupInfo: '群资料',
    announcements: '群公告',
    member: '群成员',
  },
  'pt-br': {
    c2c: 'Mensagens',
    friends: 'Amigos',
    chatroom: 'Conversa',
    user: 'Perfil do usuário',
    search: 'Buscar usuários',
    feedback: 'Denunciar',
    group: 'Grupo',
    anchorGroup: 'Grupo de fãs',
    groupInfo: 'Informações do grupo',
    announcements: 'Avisos do grupo',
    member: 'Membro do grupo',
  },
};
