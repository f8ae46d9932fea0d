import type { FastifyInstance } from 'fastify';
import type {
  ActivityStatusRequest,
  AdminBenefitGrantRequest,
  AdminWalletGrantRequest,
  AdminWithdrawMoveRequest,
} from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import type { ServerContext } from '../../server-context.ts';
import { setActivityStatus } from '../../domain/money/activities/activities.ts';
import { grantByOperator } from '../../domain/money/benefits/benefits.ts';
import { ledgerAudit } from '../../domain/money/ledger/ledger.ts';
import { operatorGrant } from '../../domain/money/wallet/wallet.ts';
import { moveWithdrawal } from '../../domain/money/wallet/withdrawals.ts';

/** The operator's side of the money: withdrawals, the books, activities, grants of coins and benefits. */
export function moneyAdminRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  // The operator's side of withdrawals: 审核中 -> 派发中 -> 已派发, or 取消 (which returns the diamonds once).
  app.post<{ Body: AdminWithdrawMoveRequest }>(
    '/wallet/withdrawal',
    { schema: { body: ref('admin/withdraw-move.request') } },
    async (request) => ok(await moveWithdrawal(db, request.body.id, request.body.status, clock.now())),
  );

  // The books: every user and account whose balance is not the sum of its ledger rows (docs/ledger.md rule 7).
  app.get('/wallet/audit', async () => ok(await ledgerAudit(db)));

  // The operator's hand on an activity: withdrawn (0), called off with the fees returned (3), or back to the clock.
  app.post<{ Body: ActivityStatusRequest }>(
    '/activity/status',
    { schema: { body: ref('admin/activity-status.request') } },
    async (request) => ok(await setActivityStatus(db, request.body.id, request.body.status, clock.now())),
  );

  // Coins given or taken back by the operator, through the ledger, once per ref.
  app.post<{ Body: AdminWalletGrantRequest }>('/wallet/grant', { schema: { body: ref('admin/wallet-grant.request') } }, async (request) => {
    const { user_id, gold, diamond } = request.body;
    return ok(await operatorGrant(db, { userId: user_id, gold, diamond, ref: request.body.ref, now: clock.now() }));
  });

  // A benefit given by the operator (a campaign's red packets and black cards, a VIP card), shown in the fan's modal.
  app.post<{ Body: AdminBenefitGrantRequest }>(
    '/benefit/grant',
    { schema: { body: ref('admin/benefit-grant.request') } },
    async (request) => ok(await grantByOperator(db, request.body, clock.now())),
  );
}
