import { addLabels } from './i18n.ts';
import { fanMessagesPtBr } from './messages-fans-pt-br.ts';
import { fanMessagesZh } from './messages-fans-zh.ts';

/** Adds the fans screen's labels (they load with its chunk, not with the console; the navigation's is in the first load). */
export function addFanLabels(): void {
  addLabels({ zh: fanMessagesZh, 'pt-BR': fanMessagesPtBr });
}
