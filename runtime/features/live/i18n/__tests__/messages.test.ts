import { describe, expect, it } from 'vitest';
import { muteDurations, slowModeOptions } from '../../../../core/rules/constants.ts';
import { messages } from '../../messages.ts';
import { manageMessages } from '../manage/messages.ts';
import { screenMessages } from '../messages.ts';

describe('spec 000 §1 "Chinese labels, and Portuguese-Brazil": the live screens speak both', () => {
  it('every label exists in cn and pt-br, and none is empty', () => {
    for (const catalogue of [messages, screenMessages, manageMessages]) {
      expect(Object.keys(catalogue['pt-br']).sort()).toEqual(Object.keys(catalogue.cn).sort());
      for (const locale of ['cn', 'pt-br'] as const)
        expect(Object.entries(catalogue[locale]).filter(([, text]) => !text.trim())).toEqual([]);
    }
  });

  it('labels with a nick name or count keep their placeholders in both languages', () => {
    for (const [key, text] of Object.entries({ ...screenMessages.cn, ...manageMessages.cn })) {
      const placeholders = (value: string) => (value.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect([key, placeholders({ ...screenMessages['pt-br'], ...manageMessages['pt-br'] }[key])]).toEqual([key, placeholders(text)]);
    }
  });

  it('names every mute duration and slow-mode interval of spec 000 §9, and the sheets add no label the room already has', () => {
    for (const locale of ['cn', 'pt-br'] as const) {
      for (const seconds of muteDurations) expect(screenMessages[locale][`mute.${seconds}`]).toBeTruthy();
      for (const seconds of slowModeOptions) expect(manageMessages[locale][`slow.${seconds}`]).toBeTruthy();
      expect(Object.keys(manageMessages[locale]).filter((key) => key in screenMessages[locale])).toEqual([]);
    }
    expect(muteDurations.map((seconds) => screenMessages.cn[`mute.${seconds}`])).toEqual(['3天', '1天', '1小时', '10分钟', '解除禁言']);
  });
});
