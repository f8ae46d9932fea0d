import type { FastifyInstance } from 'fastify';
import type {
  PayNoticeRequest,
  ProfitListRequest,
  RechargeIdRequest,
  RechargeRequest,
  WalletPageRequest,
  WithdrawRequest,
} from '../../../schema/generated/api.ts';
import { listEntries } from '../../domain/money/ledger/ledger.ts';
import { ledgerKinds } from '../../domain/money/ledger/ledger-kinds.ts';
import { rechargePackages } from '../../domain/money/wallet/recharge-packages.ts';
import { openRecharge, ownRecharge, presentRecharge, settleRecharge } from '../../domain/money/wallet/recharges.ts';
import { sandboxPayUrl } from '../../domain/money/wallet/sandbox-provider.ts';
import { walletView } from '../../domain/money/wallet/wallet.ts';
import { listWithdrawals, requestWithdrawal } from '../../domain/money/wallet/withdrawals.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { requireUser } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';
import type { Paged } from '../../http/request-types.ts';

/**
 * The wallet (spec 000 §2 /recharge, /trans-log, /user-center/wallet, withdraw, balance; §7 getProfitConsumeType,
 * getProfitList). Every coin moves through the ledger (docs/ledger.md); a fan reads and changes only their own.
 */
export function walletRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post('/api/pay/getPackageList', async () => ok({ list: rechargePackages }));

  app.post<{ Body: RechargeRequest }>('/api/pay/createRecharge', { schema: { body: ref('wallet/recharge.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { package_id, request_id } = request.body;
    const recharge = await openRecharge(db, { userId: user.id, packageId: package_id, requestId: request_id, now: clock.now() });
    return ok({
      recharge: presentRecharge(recharge),
      pay_url: sandboxPayUrl(context.paySecret, recharge.id, request.body.back ?? '/recharge'),
    });
  });

  app.post<{ Body: RechargeIdRequest }>(
    '/api/pay/getRecharge',
    { schema: { body: ref('wallet/recharge-id.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(presentRecharge(await ownRecharge(db, user.id, request.body.id)));
    },
  );

  // The provider's callback: no session, the signature is the authority.
  app.post<{ Body: PayNoticeRequest }>('/api/pay/notify', { schema: { body: ref('wallet/pay-notice.request') } }, async (request) => {
    return ok(presentRecharge(await settleRecharge(db, context.paySecret, request.body, clock.now())));
  });

  app.post('/api/wallet/getWallet', async (request) => {
    const user = await requireUser(context, request);
    return ok(await walletView(db, user.id));
  });

  app.post<{ Body: WithdrawRequest }>('/api/wallet/withdraw', { schema: { body: ref('wallet/withdraw.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { diamond, payee_name, payee_account, request_id } = request.body;
    return ok(
      await requestWithdrawal(db, {
        userId: user.id,
        diamond,
        payeeName: payee_name.trim(),
        payeeAccount: payee_account,
        requestId: request_id,
        now: clock.now(),
      }),
    );
  });

  app.post<{ Body: Paged<WalletPageRequest> }>(
    '/api/wallet/getWithdrawList',
    { schema: { body: ref('wallet/page.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(await listWithdrawals(db, user.id, request.body.page, request.body.size));
    },
  );

  app.post('/api/user/getProfitConsumeType', async () => ok(Object.values(ledgerKinds)));

  app.post<{ Body: Paged<ProfitListRequest> }>(
    '/api/user/getProfitList',
    { schema: { body: ref('wallet/profit-list.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const { type, account, page, size } = request.body;
      return ok({ ...(await listEntries(db, user.id, { type, account, page, size })), page, size });
    },
  );
}
