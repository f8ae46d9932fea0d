import { addLabels } from './i18n.ts';
import { moderationMessagesPtBr } from './messages-moderation-pt-br.ts';
import { moderationMessagesZh } from './messages-moderation-zh.ts';

/** Adds the video comments and live rooms screens' labels (they load with those screens, not with the console). */
export function addModerationLabels(): void {
  addLabels({ zh: moderationMessagesZh, 'pt-BR': moderationMessagesPtBr });
}
