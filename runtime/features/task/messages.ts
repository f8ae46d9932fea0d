import type { FeatureMessages } from '../../core/feature.ts';

/** Labels of the task feature (i18n namespace `task`). */
export const messages: FeatureMessages = {
  cn: {
    task: '任务中心',
  },
  'pt-br': {
    task: 'Tarefas',
  },
};
