import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { labelOptions } from '../i18n.ts';
import { contentMessagesPtBr } from '../messages-content-pt-br.ts';
import { contentMessagesZh } from '../messages-content-zh.ts';
import { deskMessagesPtBr } from '../messages-desk-pt-br.ts';
import { deskMessagesZh } from '../messages-desk-zh.ts';
import { fanMessagesPtBr } from '../messages-fans-pt-br.ts';
import { fanMessagesZh } from '../messages-fans-zh.ts';
import { moderationMessagesPtBr } from '../messages-moderation-pt-br.ts';
import { moderationMessagesZh } from '../messages-moderation-zh.ts';
import { newsMessagesPtBr } from '../messages-news-pt-br.ts';
import { newsMessagesZh } from '../messages-news-zh.ts';

// The screens' catalogues that load with their chunks (addLabels), as the console adds them after its start.
const later = {
  zh: [contentMessagesZh, deskMessagesZh, fanMessagesZh, moderationMessagesZh, newsMessagesZh],
  'pt-BR': [contentMessagesPtBr, deskMessagesPtBr, fanMessagesPtBr, moderationMessagesPtBr, newsMessagesPtBr],
};

describe("the console's labels", () => {
  it('finds every label a screen adds later, also where one key is the start of another (fans.mute, fans.mute.600)', async () => {
    const labels = i18next.createInstance();
    await labels.init({ ...labelOptions, lng: 'zh', resources: { zh: { ops: {} }, 'pt-BR': { ops: {} } } });
    for (const [language, catalogues] of Object.entries(later)) {
      for (const catalogue of catalogues) labels.addResources(language, 'ops', catalogue);
      const t = labels.getFixedT(language, 'ops');
      for (const catalogue of catalogues) {
        for (const [key, text] of Object.entries(catalogue)) {
          if (!text.includes('{{')) expect(t(key), `${language} ${key}`).toBe(text);
        }
      }
    }
    expect(labels.getFixedT('pt-BR', 'ops')('fans.mute.600')).toBe('10 minutos');
    expect(labels.getFixedT('zh', 'ops')('fans.mute')).toBe(fanMessagesZh['fans.mute']);
  });
});
