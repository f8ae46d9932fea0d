import type { ModelDetail } from '../../../../schema/generated/api.ts';
import { diversityModel } from './diversity.ts';
import { hitRate, hitResult } from './hit.ts';
import { marginModel } from './margin.ts';
import { poissonModel } from './poisson.ts';
import { MODEL_MATCH_STATUS, type HitResult, type Outcome } from './types.ts';
import { upsetModel } from './upset.ts';
import { phaseOf, type MatchView } from '../matches.ts';
import type { MatchReads } from '../ports.ts';
import { modelInputs, modelMatchesNow, type ModelInput } from './model-inputs.ts';
import type { ModelKind } from './plans.ts';

/** One match as a model answers it: the analysis and its pick, the model match status and, once finished, the hit. */
export interface ModelMatch {
  id: number;
  kind: ModelKind;
  /** Spec 000 §4 model match status: waiting 1, inplay 2, finished 3. */
  status: 1 | 2 | 3;
  match: MatchView;
  pick: Outcome;
  /** Hit 1 or missed 2 once finished, otherwise null. */
  hit: HitResult | null;
  analysis: ModelDetail['analysis'];
  inputs: ModelInput['poisson'] & { bookmakers: number };
}

/** The model match status of a match the models list (waiting, in play or finished: modelInputs leaves out the rest). */
const statusOf = (m: MatchView) => MODEL_MATCH_STATUS[phaseOf(m.sport_id, m.status) as keyof typeof MODEL_MATCH_STATUS];

/** The model's answer for a match, or null when it cannot say (no usable odds). */
function analyse(kind: ModelKind, input: ModelInput): { pick: Outcome; analysis: ModelDetail['analysis'] } | null {
  const result =
    kind === 2
      ? poissonModel(input.poisson)
      : kind === 4
        ? marginModel(input.odds)
        : kind === 1
          ? upsetModel(input.odds, input.poisson)
          : diversityModel(input.odds);
  return result && { pick: result.pick, analysis: result };
}

/**
 * Every match a model covers, kickoff order. The analysis depends only on what was stored before kickoff, so it is
 * kept per minute; the match's state, and with it the model status and the hit, are those of this instant: a page
 * that hears a goal or the final whistle on the match's channel and asks again is answered with it.
 */
export async function modelMatches(context: MatchReads, kind: ModelKind): Promise<ModelMatch[]> {
  const now = context.clock.now();
  const minute = Math.floor(now.getTime() / 60_000);
  const analysed = await context.cache.atInstant('minute', minute, `model|${kind}`, async () => {
    const inputs = await context.cache.atInstant('minute', minute, 'model-inputs', () => modelInputs(context));
    return inputs.flatMap((input) => {
      const answer = analyse(kind, input);
      return answer
        ? [
            {
              id: input.match.id,
              kind,
              pick: answer.pick,
              analysis: answer.analysis,
              inputs: { ...input.poisson, bookmakers: input.odds.length },
            },
          ]
        : [];
    });
  });
  const current = await modelMatchesNow(context, now);
  return analysed.flatMap((analysis) => {
    const match = current.get(analysis.id);
    if (!match) return [];
    const status = statusOf(match);
    const hit = status === 3 ? hitResult(analysis.pick, match.home_score, match.away_score) : null;
    return [{ ...analysis, status, match, hit }];
  });
}

/** A model's record: hits and misses over its finished matches, and the rate (null before any). */
export function modelRecord(matches: readonly ModelMatch[]) {
  const results = matches.flatMap((m) => (m.hit === null ? [] : [m.hit]));
  return { finished: results.length, hits: results.filter((r) => r === 1).length, hit_rate: hitRate(results) };
}
