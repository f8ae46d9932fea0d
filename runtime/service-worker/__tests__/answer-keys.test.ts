import { describe, expect, it } from 'vitest';
import { answerKey, servedAnswers } from '../answer-keys.ts';

const origin = 'https://m.example.com';
const day = '/api/race/getDateMatch';

describe('the keys of the landing reads kept offline', () => {
  it('name one question whatever the order of its fields, apart by language', () => {
    const asked = answerKey(origin, day, 'cn', { date: '2026-11-29', sport_id: 0, tab: 'all', filter: 'all' });
    expect(answerKey(origin, day, 'cn', { filter: 'all', tab: 'all', sport_id: 0, date: '2026-11-29' })).toBe(asked);
    expect(answerKey(origin, day, 'pt-br', { date: '2026-11-29', sport_id: 0, tab: 'all', filter: 'all' })).not.toBe(asked);
    expect(answerKey(origin, day, 'cn', { date: '2026-11-30', sport_id: 0, tab: 'all', filter: 'all' })).not.toBe(asked);
  });

  it("keep a page's served answers of the landing reads as the API answers them", () => {
    const served = {
      at: 1,
      lang: 'cn',
      answers: [
        { path: day, body: { sport_id: 0, date: '2026-11-29' }, personal: false, data: { list: [{ id: 7 }] } },
        { path: '/webapi/home/getCommonScript', body: {}, personal: false, data: {} },
      ],
    };
    const html = `<head><script type="application/json" id="sideline-first-answers">${JSON.stringify(served)}</script></head>`;
    expect(servedAnswers(html, 'sideline-first-answers', origin, [day])).toEqual([
      [
        answerKey(origin, day, 'cn', { date: '2026-11-29', sport_id: 0 }),
        JSON.stringify({ data: { list: [{ id: 7 }] }, msg: '', status: 0 }),
      ],
    ]);
  });

  it('keep nothing from a page without answers or with broken ones', () => {
    expect(servedAnswers('<html></html>', 'sideline-first-answers', origin, [day])).toEqual([]);
    expect(servedAnswers('<script id="sideline-first-answers">{not json</script>', 'sideline-first-answers', origin, [day])).toEqual([]);
  });
});
