import type { FeatureMessages } from '../../core/feature.ts';
import { screenMessages } from './i18n/messages.ts';

/** Route titles of the live feature; with the screens' labels below they make the namespace `live`. */
const titles: FeatureMessages = {
  cn: {
    live: '直播',
    lives: '全部直播',
    videos: '直播回放',
    liveDetail: '直播间',
    anchorList: '主播列表',
  },
  'pt-br': {
    live: 'Ao vivo',
    lives: 'Todas as transmissões',
    videos: 'Replays',
    liveDetail: 'Sala ao vivo',
    anchorList: 'Lista de apresentadores',
  },
};

/** Labels of the live feature (i18n namespace `live`), loaded with its first page. */
export const messages: FeatureMessages = {
  cn: { ...titles.cn, ...screenMessages.cn },
  'pt-br': { ...titles['pt-br'], ...screenMessages['pt-br'] },
};
