import { beforeAll, describe, expect, it } from 'vitest';
import type { Match, Team } from '../../../../schema/generated/api.ts';
import { addMessages, changeLocale, startI18n, translate } from '../../../core/i18n/i18n.ts';
import { rowSentence } from '../lib/row-sentence.ts';
import { matchState } from '../lib/schedule.ts';
import { messages } from '../messages.ts';

const now = Date.parse('2026-06-13T12:00:00Z'); // 20:00 in China
const team = (id: number, zh: string, en: string): Team => ({
  id,
  name_zh: zh,
  short_name_zh: zh,
  name_en: en,
  short_name_en: en,
  logo: '',
  country_logo: '',
});
const match = (overrides: Partial<Match>): Match =>
  ({
    id: 1,
    sport_id: 1,
    status: 1,
    home_score: 0,
    away_score: 0,
    kickoff_time: now / 1000,
    start_time: now / 1000 + 3 * 3600,
    hometeam: team(1, '伦敦', 'London'),
    awayteam: team(2, '利物浦', 'Liverpool'),
    ...overrides,
  }) as Match;

const say = (row: Match, lang: 'cn' | 'pt-br') => {
  changeLocale(lang);
  return rowSentence(row, matchState(row, now, now), lang, (key, values) => translate(key, 'score', values));
};

describe('a score row reads as one sentence: home, score, away, minute (issue 39)', () => {
  beforeAll(() => {
    startI18n('cn');
    addMessages('cn', 'score', messages.cn);
    addMessages('pt-br', 'score', messages['pt-br']);
  });

  it('says a match in play with its score and minute, in Chinese and Portuguese', () => {
    const playing = match({ status: 4, home_score: 3, away_score: 1, kickoff_time: now / 1000 - 20 * 60 });
    expect(say(playing, 'cn')).toBe("伦敦 3 比 1 利物浦，66'");
    expect(say(playing, 'pt-br')).toBe("London 3 x 1 Liverpool, 66'");
  });

  it('names the half-time pause with the clock, and a finished match with its state', () => {
    expect(say(match({ status: 3, home_score: 1, away_score: 1 }), 'cn')).toMatch(/^伦敦 1 比 1 利物浦，\S+ 45'$/);
    expect(say(match({ status: 8, home_score: 2, away_score: 0 }), 'cn')).toMatch(/^伦敦 2 比 0 利物浦，\S+$/);
  });

  it('says a match not started with its kickoff instead of a score', () => {
    expect(say(match({}), 'cn')).toMatch(/^伦敦 对 利物浦，23:00 \S+$/);
    expect(say(match({}), 'pt-br')).toMatch(/^London x Liverpool, 23:00 \S/);
  });
});
