import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the share feature (i18n namespace `share`). */
export const messages: FeatureMessages = {
  cn: {
    live: '分享直播',
    video: '分享视频',
    dynamic: '分享动态',
    match: '分享比赛',
    shortVideo: '分享短视频',
    recordVideo: '分享录像',
    talk: '打开应用',
  },
  'pt-br': {
    live: 'Compartilhar transmissão',
    video: 'Compartilhar vídeo',
    dynamic: 'Compartilhar publicação',
    match: 'Compartilhar partida',
    shortVideo: 'Compartilhar vídeo curto',
    recordVideo: 'Compartilhar gravação',
    talk: 'Abrir o aplicativo',
  },
};
