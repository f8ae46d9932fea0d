import i18next from 'i18next';
import { deskMessagesPtBr } from './messages-desk-pt-br.ts';
import { deskMessagesZh } from './messages-desk-zh.ts';

/**
 * Adds the match desk's labels to the catalogues. Imported by the screen's own chunk, so its labels cost the
 * console's first load nothing (its budget is 150 KB gzip).
 */
export function addDeskMessages(): void {
  i18next.addResourceBundle('zh', 'ops', deskMessagesZh, true, false);
  i18next.addResourceBundle('pt-BR', 'ops', deskMessagesPtBr, true, false);
}
