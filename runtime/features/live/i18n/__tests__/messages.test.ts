import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.ts';
import { screenMessages } from '../messages.ts';

describe('spec 000 §1 "Chinese labels, and Portuguese-Brazil": the live screens speak both', () => {
  it('every label exists in cn and pt-br, and none is empty', () => {
    for (const catalogue of [messages, screenMessages]) {
      expect(Object.keys(catalogue['pt-br']).sort()).toEqual(Object.keys(catalogue.cn).sort());
      for (const locale of ['cn', 'pt-br'] as const) expect(Object.entries(catalogue[locale]).filter(([, text]) => !text.trim())).toEqual([]);
    }
  });

  it('labels with a nick name or count keep their placeholders in both languages', () => {
    for (const [key, text] of Object.entries(screenMessages.cn)) {
      const placeholders = (value: string) => (value.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect([key, placeholders(screenMessages['pt-br'][key])]).toEqual([key, placeholders(text)]);
    }
  });
});
