import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the live feature (i18n namespace `live`). */
export const messages: FeatureMessages = {
  cn: {
    live: '直播',
    lives: '主播',
    videos: '直播回放',
    liveDetail: '直播间',
    anchorList: '主播列表',
    menuLabel: '直播',
  },
  'pt-br': {
    live: 'Ao vivo',
    lives: 'Apresentadores',
    videos: 'Replays',
    liveDetail: 'Sala ao vivo',
    anchorList: 'Lista de apresentadores',
    menuLabel: 'Ao vivo',
  },
};
