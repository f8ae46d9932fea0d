import { describe, expect, it } from 'vitest';
import { ellipsis, fitToRoom, fittingWidth, textWidth, truncateByWidth } from '../text-rules.ts';

describe('spec 000 §5: "Text length counts non-ASCII characters and ^ as 2, others 1; truncation uses that width"', () => {
  it('leaves text that fits as it is, without an ellipsis', () => {
    expect(truncateByWidth('曼彻斯特联', 10)).toBe('曼彻斯特联');
    expect(truncateByWidth('Flamengo', 8)).toBe('Flamengo');
    expect(truncateByWidth('', 0)).toBe('');
  });

  it('cuts Chinese by width: 12 units hold 6 characters, or 5 and the ellipsis', () => {
    expect(truncateByWidth('曼彻斯特联足球', 12)).toBe('曼彻斯特联…');
    expect(truncateByWidth('布鲁塞尔联合皇家', 16)).toBe('布鲁塞尔联合皇家');
    expect(truncateByWidth('布鲁塞尔联合皇家队', 16)).toBe('布鲁塞尔联合皇…');
  });

  it('counts ASCII as 1 and ^ as 2', () => {
    expect(truncateByWidth('Internacional', 12)).toBe('Internacio…');
    expect(truncateByWidth('a^b^c^d', 6)).toBe('a^b…');
    expect(truncateByWidth('a^b^c^d', 5)).toBe('a^…');
  });

  it('counts the ellipsis as 2 (it is not ASCII), so the result never measures more than the width', () => {
    expect(textWidth(ellipsis)).toBe(2);
    for (const text of ['曼彻斯特联足球俱乐部', 'Borussia Mönchengladbach', 'ab趣图cd', 'a^b^c^d^e', '⚽ Clube']) {
      for (let width = 0; width <= 24; width++) expect(textWidth(truncateByWidth(text, width))).toBeLessThanOrEqual(width);
    }
  });

  it('never cuts a wide character in half: the gap it leaves stays empty', () => {
    expect(truncateByWidth('ab趣图', 5)).toBe('ab…');
    expect(truncateByWidth('趣图体育ab', 7)).toBe('趣图…');
  });

  it('drops spaces before the ellipsis, so the cut reads as a cut word', () => {
    expect(truncateByWidth('Real Madrid', 7)).toBe('Real…');
  });

  it('cuts without an ellipsis when not even the ellipsis fits', () => {
    expect(truncateByWidth('abc', 1)).toBe('a');
    expect(truncateByWidth('球队', 1)).toBe('');
    expect(truncateByWidth('abc', 2)).toBe('…');
  });
});

describe('the width a place gives a name (our rule over spec 000 §5 units)', () => {
  it('is 2 units per Chinese character of room in cn, as the spec counts', () => {
    expect(fittingWidth(6, 'cn')).toBe(12);
    expect(truncateByWidth('诺丁汉城足球俱乐部', fittingWidth(6, 'cn'))).toBe('诺丁汉城足…');
  });

  it('is 7/8 of that for Latin names, which measure wider than the spec counts them', () => {
    expect(fittingWidth(6, 'pt-br')).toBe(10);
    expect(fittingWidth(8, 'pt-br')).toBe(14);
    expect(truncateByWidth('Nottingham City', fittingWidth(6, 'pt-br'))).toBe('Nottingh…');
    expect(truncateByWidth('Nottingham', fittingWidth(6, 'pt-br'))).toBe('Nottingham');
  });

  it("fitToRoom cuts a name to a room of Chinese characters in the fan's language", () => {
    expect(fitToRoom('诺丁汉城足球俱乐部', 6, 'cn')).toBe('诺丁汉城足…');
    expect(fitToRoom('Nottingham City', 6, 'pt-br')).toBe('Nottingh…');
  });
});
