import { seededRandom } from '../../seed/random.ts';

/**
 * Bookmakers shown in the odds tab (spec 000 §9 lists names at indexes 2-21 without giving them; these are ours,
 * deliberately not real companies).
 */
export const bookmakers = ['北辰', '金杯', '海岸', '长城', '东方', '星河', '皇庭', '巨浪', '赤兔', '青松', '银河', '曙光', '远航', '天马', '雄鹰', '翡翠', '白鹭', '雷霆', '极光', '锦程'];

export interface OddsLine {
  home: number;
  draw: number;
  away: number;
}

/** Bookmaker margin of a 1X2 line: the sum of implied probabilities minus one, in percent. */
export function margin(line: OddsLine): number {
  return Number(((1 / line.home + 1 / line.draw + 1 / line.away - 1) * 100).toFixed(2));
}

const priced = (probability: number, overround: number) => Number(Math.max(1.01, 1 / (probability * overround)).toFixed(2));

/**
 * Opening and current 1X2 odds, Asian handicap and over/under per bookmaker. Opening prices come from the teams' ids;
 * current prices drift with the score and the minute, so live matches move.
 */
export function matchOdds(matchId: number, homeTeamId: number, awayTeamId: number, played: { minute: number; home: number; away: number }) {
  const base = seededRandom(matchId);
  const strength = ((homeTeamId % 7) - (awayTeamId % 7)) / 20;
  const home = 0.42 + strength + (base() - 0.5) * 0.1;
  const draw = 0.27;
  const lead = played.home - played.away;
  const progress = Math.min(1, played.minute / 90);
  const shift = lead * 0.25 * (0.5 + progress);
  const currentHome = Math.min(0.95, Math.max(0.03, home + shift));
  const currentDraw = lead === 0 ? Math.min(0.6, draw + progress * 0.3) : Math.max(0.03, draw - progress * 0.15);
  return bookmakers.map((name, index) => {
    const random = seededRandom(matchId * 31 + index);
    const overround = 1.04 + random() * 0.05;
    const line = (h: number, d: number): OddsLine => ({ home: priced(h, overround), draw: priced(d, overround), away: priced(Math.max(0.03, 1 - h - d), overround) });
    const opening = line(home, draw);
    const current = line(currentHome, currentDraw);
    const handicap = Number((Math.round((home - 0.45) * 8) / 4).toFixed(2));
    return {
      id: index + 2,
      name,
      europe: { opening, current, margin: margin(current) },
      asia: { handicap, home: Number((1.8 + random() * 0.25).toFixed(2)), away: Number((1.8 + random() * 0.25).toFixed(2)) },
      total: { line: 2.5, over: Number((1.75 + random() * 0.3).toFixed(2)), under: Number((1.75 + random() * 0.3).toFixed(2)) },
    };
  });
}
