import type { FastifyInstance } from 'fastify';
import type { OpsAdSlotRequest } from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { audit, requireOperator } from '../../http/operator-guard.ts';
import { consoleAds, putUpAd, type AdSlot } from '../../domain/site/ads.ts';
import { staleVersion } from '../../domain/operators/stale-row.ts';
import type { ServerContext } from '../../server-context.ts';

const slotParam = {
  type: 'object',
  required: ['slot'],
  properties: { slot: { type: 'string', enum: ['home_pop_ad', 'live_play_ad', 'launch_ad'] } },
} as const;

/**
 * The ad slots of this node's site (issue 36 §3, docs/operators.md "Ad slots"): anyone who may read the site sees
 * them; `ads.write` puts an ad up or takes it down over the ad it read (a stale change is refused with status 6 naming
 * who changed the slot and when), audited with before and after. The fans' getCommonConfig reads the
 * row at each call, so the change shows at their next config read.
 */
export function adRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, site, clock } = context;

  app.get('/ads', { config: { answer: 'ops/ads.response' } }, async (request) => {
    await requireOperator(context, request, 'sites.read');
    return ok(await consoleAds(db, site));
  });

  app.put<{ Params: { slot: AdSlot }; Body: OpsAdSlotRequest }>(
    '/ads/:slot',
    { schema: { params: slotParam, body: ref('ops/ad-slot.request') }, config: { answer: 'ops/ad-slot' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'ads.write');
      const { slot } = request.params;
      const put = await db
        .transaction(async (tx) => {
          const change = await putUpAd(tx, site, slot, request.body, clock.now());
          await audit(context, request, operator, { action: 'ads.set', targetKind: 'ad', targetId: slot, ...change }, tx);
          return { slot, ad: change.after };
        })
        .catch((error: unknown) => staleVersion(db, 'ad', slot, error));
      return ok(put);
    },
  );
}
