import type { ModelDetailRequest, ModelListRequest, ModelSubscribeRequest } from '../../../../schema/generated/api.ts';
import { DomainError } from '../../errors.ts';
import type { Database } from '../../ports.ts';
import type { MatchReads } from '../ports.ts';
import { isEntitled } from './entitlement.ts';
import { modelMatches, modelRecord, type ModelMatch } from './model-matches.ts';
import { modelKinds, modelPlans, planById, type ModelKind } from './plans.ts';
import { listSubscriptions, presentSubscription, subscribe } from './subscriptions.ts';

// The paid data models as their pages read them (docs/api.md "Data models"; the formulas in docs/data-models.md).
// Everyone sees the lists and each model's record; a match's whole analysis is sent only to a signed-in fan entitled
// to the model.

const entitledTo = async (reads: MatchReads, userId: number | undefined, kind: ModelKind) =>
  userId !== undefined && (await isEntitled(reads, userId, kind));

// A finished match's pick is public (the track record is the product's promise); before that only the entitled see it.
const teaser = (m: ModelMatch, entitled: boolean) => ({
  id: m.id,
  kind: m.kind,
  status: m.status,
  hit: m.hit,
  pick: entitled || m.status === 3 ? m.pick : null,
  locked: !entitled,
  match: m.match,
});

/** Each model with its record, its waiting and in-play matches, its lowest price and whether the fan may read it. */
export async function modelHome(reads: MatchReads, userId: number | undefined) {
  const list = await Promise.all(
    modelKinds.map(async ({ kind, slug, name_zh, name_en }) => {
      const matches = await modelMatches(reads, kind);
      const count = (status: number) => matches.filter((m) => m.status === status).length;
      const price = Math.min(...modelPlans.filter((p) => p.kind === kind).map((p) => p.price));
      return {
        kind,
        slug,
        name_zh,
        name_en,
        ...modelRecord(matches),
        waiting: count(1),
        inplay: count(2),
        price_from: price,
        entitled: await entitledTo(reads, userId, kind),
      };
    }),
  );
  return { list };
}

/** A page of a model's matches, picks shown to the entitled (and for finished matches), with the model's record. */
export async function modelList(reads: MatchReads, userId: number | undefined, query: ModelListRequest) {
  const { kind, status, matchid, page = 1, size = 20 } = query;
  const entitled = await entitledTo(reads, userId, kind);
  const matches = await modelMatches(reads, kind);
  // Today's and coming matches first, soonest first; then the finished ones, the latest first.
  const ordered = [...matches.filter((m) => m.status !== 3), ...matches.filter((m) => m.status === 3).reverse()].filter(
    (m) => (!status || m.status === status) && (!matchid || m.id === matchid),
  );
  return {
    kind,
    list: ordered.slice((page - 1) * size, page * size).map((m) => teaser(m, entitled)),
    total: ordered.length,
    page,
    size,
    ...modelRecord(matches),
  };
}

/** A match's whole analysis by a model: NOT_FOUND when the model does not cover it, FORBIDDEN to a fan not entitled. */
export async function modelDetail(reads: MatchReads, userId: number, { kind, id }: ModelDetailRequest) {
  const match = (await modelMatches(reads, kind)).find((m) => m.id === id);
  if (!match) throw new DomainError('NOT_FOUND', '该模型没有这场比赛的分析');
  if (!(await isEntitled(reads, userId, kind))) throw new DomainError('FORBIDDEN', '订阅该模型后可查看完整分析');
  return {
    id,
    kind,
    status: match.status,
    hit: match.hit,
    pick: match.pick,
    match: match.match,
    analysis: match.analysis,
    inputs: match.inputs,
  };
}

/** The plans of one model (with the all-models plans), or every plan. */
export function plansOf(kind: ModelKind | undefined) {
  return { list: modelPlans.filter((p) => !kind || p.kind === kind || p.kind === 0) };
}

/** Buys a plan (subscriptions.ts `subscribe`); NOT_FOUND for a plan that does not exist. */
export function buyPlan(db: Database, userId: number, { plan_id, request_id }: ModelSubscribeRequest, now: Date) {
  const plan = planById(plan_id);
  if (!plan) throw new DomainError('NOT_FOUND', '套餐不存在');
  return subscribe(db, { userId, plan, requestId: request_id, now });
}

/** A page of the fan's subscriptions, newest first, with the total. */
export async function subscriptionRecords(db: Database, userId: number, page: number, size: number) {
  const { rows, total } = await listSubscriptions(db, userId, page, size);
  return { list: rows.map((row) => presentSubscription(row, planById(row.plan_id))), total, page, size };
}
