import { describe, expect, it } from 'vitest';
import type { BookmakerOdds, PoissonInput } from '../types.ts';
import { upsetModel } from '../upset.ts';

// The worked example of docs/data-models.md: λ_home = 1.5, λ_away = 1.44 (see poisson.test.ts).
const example: PoissonInput = {
  home: { played: 10, scored: 15, conceded: 12 },
  away: { played: 10, scored: 18, conceded: 15 },
  leagueAverage: 1.5,
};

// The opening lines of the worked example (margin.test.ts); Broken's 1.00 draw makes it ignored.
const exampleOdds: BookmakerOdds[] = [
  { bookmaker_id: 1, name: 'Alpha', line: { home: 2.0, draw: 3.2, away: 4.0 } },
  { bookmaker_id: 2, name: 'Beta', line: { home: 2.1, draw: 3.3, away: 3.6 } },
  { bookmaker_id: 3, name: 'Gamma', line: { home: 1.95, draw: 3.4, away: 4.2 } },
  { bookmaker_id: 4, name: 'Broken', line: { home: 2.3, draw: 1.0, away: 3.9 } },
];

const swapSides = (odds: readonly BookmakerOdds[]) =>
  odds.map((b) => ({ ...b, line: { home: b.line.away, draw: b.line.draw, away: b.line.home } }));

describe('upsetModel', () => {
  it('computes the worked example by hand: an alert, so the underdog is picked', () => {
    // Consensus (margin.test.ts): home 0.470607 (fair odds 2.12) against away 0.241976 (4.13): home is the favourite.
    // Poisson P(home win) = 0.390463. Index = (0.470607 − 0.390463) / 0.470607 × 100 = 0.080144 / 0.470607 × 100 = 17.03
    // 17.0 >= 15: alert, pick away.
    const result = upsetModel(exampleOdds, example);
    expect(result).toEqual({ favourite: 'home', implied: 0.4706, model: 0.3905, index: 17, alert: true, pick: 'away' });
  });

  it('keeps the favourite when the season backs the market less than 15% below it', () => {
    // Away 15 scored, 15 conceded: A = D = 1.0, so λ_home = 1.0 × 1.0 × 1.5 = 1.5, λ_away = 1.0 × 0.8 × 1.5 = 1.2.
    // Poisson P(home) = 0.441465. Index = (0.470607 − 0.441465) / 0.470607 × 100 = 6.19 -> 6.2: no alert.
    const result = upsetModel(exampleOdds, { ...example, away: { played: 10, scored: 15, conceded: 15 } });
    expect(result).toEqual({ favourite: 'home', implied: 0.4706, model: 0.4415, index: 6.2, alert: false, pick: 'home' });
  });

  it('gives 0, not a negative index, when the season rates the favourite above the market', () => {
    // λ_home = 2 × 2 × 1.5 = 6, λ_away = (1/3) × (1/3) × 1.5 = 0.17: P(home) = 0.9944 > 0.4706.
    const strong = { home: { played: 10, scored: 30, conceded: 5 }, away: { played: 10, scored: 5, conceded: 30 }, leagueAverage: 1.5 };
    const result = upsetModel(exampleOdds, strong);
    expect(result?.index).toBe(0);
    expect(result?.alert).toBe(false);
    expect(result?.pick).toBe('home');
    expect(result?.model).toBeCloseTo(0.9944, 4);
  });

  it('finds an away favourite and then picks home on an alert', () => {
    // Sides swapped: away is 0.470607. Poisson P(away) = 0.363838: (0.470607 − 0.363838) / 0.470607 × 100 = 22.69
    const result = upsetModel(swapSides(exampleOdds), example);
    expect(result).toEqual({ favourite: 'away', implied: 0.4706, model: 0.3638, index: 22.7, alert: true, pick: 'home' });
  });

  it('never makes the draw the favourite, and ties go to home', () => {
    const drawish = upsetModel([{ bookmaker_id: 1, name: 'A', line: { home: 3, draw: 2.5, away: 3.2 } }], example);
    expect(drawish?.favourite).toBe('home');
    const level = upsetModel([{ bookmaker_id: 1, name: 'A', line: { home: 2.8, draw: 3, away: 2.8 } }], example);
    expect(level?.favourite).toBe('home');
  });

  it('answers null without a usable bookmaker', () => {
    expect(upsetModel([], example)).toBeNull();
    expect(upsetModel([{ bookmaker_id: 1, name: 'A', line: { home: 1, draw: 3, away: 3 } }], example)).toBeNull();
  });
});
