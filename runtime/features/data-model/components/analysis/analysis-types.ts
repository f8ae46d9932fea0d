/**
 * The shapes of `ModelDetail.analysis` per model, as docs/data-models.md describes them (the API schema leaves the
 * analysis an open object: its shape depends on the kind). Only the fields the screens draw are named.
 */
export type Outcome = 'home' | 'draw' | 'away';
export type ThreeWay = Record<Outcome, number>;

export interface PoissonAnalysis {
  lambda: { home: number; away: number };
  matrix: number[][];
  probabilities: ThreeWay;
  over25: number;
  under25: number;
  likelyScore: { home: number; away: number; probability: number };
  pick: Outcome;
}

export interface MarginAnalysis {
  bookmakers: { bookmaker_id: number; name: string; overround: number; fair: ThreeWay }[];
  lowestOverroundId: number;
  consensus: { probabilities: ThreeWay; fair: ThreeWay };
  best: Record<Outcome, { odds: number; bookmaker_id: number }>;
  edges: ThreeWay;
  pick: Outcome;
  edge: number;
}

export interface UpsetAnalysis {
  favourite: 'home' | 'away';
  implied: number;
  model: number;
  index: number;
  alert: boolean;
  pick: 'home' | 'away';
}

export interface DiversityAnalysis {
  spread: Record<Outcome, { mean: number; sd: number; cv: number; min: { odds: number }; max: { odds: number } }>;
  index: number;
  level: 'low' | 'medium' | 'high';
  pick: Outcome;
}

export const outcomes: readonly Outcome[] = ['home', 'draw', 'away'];
