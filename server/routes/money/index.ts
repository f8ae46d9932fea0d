import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../server-context.ts';
import { activityRoutes } from './activity-routes.ts';
import { benefitRoutes } from './benefit-routes.ts';
import { giftRoutes } from './gift-routes.ts';
import { sandboxPayRoutes } from './sandbox-pay-routes.ts';
import { shopRoutes } from './shop-routes.ts';
import { taskRoutes } from './task-routes.ts';
import { vipRoutes } from './vip-routes.ts';
import { walletRoutes } from './wallet-routes.ts';

/** The money area's calls: gifts, the shop, the wallet and its sandbox provider, VIP, tasks, activities and benefits. */
export const moneyRoutes: FastifyPluginAsync<{ context: ServerContext }> = async (app, { context }) => {
  giftRoutes(app, context);
  shopRoutes(app, context);
  walletRoutes(app, context);
  sandboxPayRoutes(app, context);
  vipRoutes(app, context);
  taskRoutes(app, context);
  activityRoutes(app, context);
  benefitRoutes(app, context);
};
