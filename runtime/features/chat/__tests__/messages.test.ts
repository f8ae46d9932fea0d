import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';

describe('spec 000 §1 "Chinese labels, and Portuguese-Brazil": the chat screens speak both', () => {
  it('every label exists in cn and pt-br, and none is empty', () => {
    expect(Object.keys(messages['pt-br']).sort()).toEqual(Object.keys(messages.cn).sort());
    for (const locale of ['cn', 'pt-br'] as const) expect(Object.entries(messages[locale]).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('labels with a name or a count keep their placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(messages.cn))
      expect([key, placeholders(messages['pt-br'][key])]).toEqual([key, placeholders(text)]);
  });
});
