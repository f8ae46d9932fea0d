import { describe, expect, it } from 'vitest';
import { competitionName, fullName, teamName } from '../display-rules.ts';

const premierLeague = { name_zh: '英格兰超级联赛', short_name_zh: '英超', name_en: 'Premier League', short_name_en: 'EPL' };
const flamengo = { name_zh: '弗拉门戈', short_name_zh: '弗拉门', name_en: 'Flamengo', short_name_en: '' };

describe('spec 000 §1: "Chinese labels, and Portuguese-Brazil when the language is not cn": names', () => {
  it('shows a competition by its Chinese short name in cn and its English short name otherwise', () => {
    expect(competitionName(premierLeague, 'cn')).toBe('英超');
    expect(competitionName(premierLeague, 'pt-br')).toBe('EPL');
  });

  it('falls back to the full name in the same language when the short one is empty', () => {
    expect(competitionName({ ...premierLeague, short_name_zh: '' }, 'cn')).toBe('英格兰超级联赛');
    expect(competitionName({ ...premierLeague, short_name_en: '' }, 'pt-br')).toBe('Premier League');
    expect(teamName(flamengo, 'pt-br')).toBe('Flamengo');
  });

  it('shows Chinese in pt-br only when the answer has no English at all, rather than a blank name', () => {
    expect(competitionName({ name_zh: '中国超级联赛', short_name_zh: '中超', name_en: '', short_name_en: '' }, 'pt-br')).toBe('中超');
    expect(teamName({ name_zh: '上海申花' }, 'pt-br')).toBe('上海申花');
  });

  it('names teams by the same rule as competitions', () => {
    expect(teamName(flamengo, 'cn')).toBe('弗拉门');
    expect(
      teamName({ name_zh: '曼彻斯特联', short_name_zh: '曼联', name_en: 'Manchester United', short_name_en: 'Man Utd' }, 'pt-br'),
    ).toBe('Man Utd');
  });

  it('gives the full name where a page shows it on purpose, English first outside cn', () => {
    expect(fullName(premierLeague, 'cn')).toBe('英格兰超级联赛');
    expect(fullName(premierLeague, 'pt-br')).toBe('Premier League');
    expect(fullName({ name_zh: '上海申花', name_en: '' }, 'pt-br')).toBe('上海申花');
  });
});
