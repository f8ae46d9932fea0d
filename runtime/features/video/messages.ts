import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the video feature (i18n namespace `video`). */
export const messages: FeatureMessages = {
  cn: {
    shortVideo: '短视频',
    category: '视频分类',
    collection: '视频合集',
    recordVideo: '推荐视频',
  },
  'pt-br': {
    shortVideo: 'Vídeo curto',
    category: 'Categoria de vídeos',
    collection: 'Coleção de vídeos',
    recordVideo: 'Vídeo recomendado',
  },
};
