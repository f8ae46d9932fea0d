import type { FastifyPluginAsync } from 'fastify';
import { imConfigRoute } from '../../im/admin-config-route.ts';
import { imFaultsRoute } from '../../im/admin-faults-route.ts';
import { adminNotifyRoutes } from '../../im/admin-notify-routes.ts';
import { adminRoomRoutes } from '../../im/admin-room-routes.ts';
import type { ServerContext } from '../../server-context.ts';
import { accountAdminRoutes } from './account-admin-routes.ts';
import { auditAdminCalls } from './admin-audit.ts';
import { contentAdminRoutes } from './content-admin-routes.ts';
import { matchAdminRoutes } from './match-admin-routes.ts';
import { moneyAdminRoutes } from './money-admin-routes.ts';
import { requireAdmin } from './require-admin.ts';
import { roomAdminRoutes } from './room-admin-routes.ts';

/**
 * The admin API under /admin, for tests, QA and the operator: flip switch flags, add matches and events, end sessions,
 * act on live-room chat (docs/api.md). It exists only with a token configured, and answers only to it.
 */
export const adminRoutes: FastifyPluginAsync<{ context: ServerContext }> = async (root, { context }) => {
  if (!context.adminToken) return;
  // An encapsulated plugin: its hook runs for every route registered inside it, however the client spells the URL.
  await root.register(
    async (app) => {
      app.addHook('onRequest', async (request) => requireAdmin(context, request));
      auditAdminCalls(app, context);
      moneyAdminRoutes(app, context);
      roomAdminRoutes(app, context);
      contentAdminRoutes(app, context);
      accountAdminRoutes(app, context);
      matchAdminRoutes(app, context);
      adminRoomRoutes(app, context);
      adminNotifyRoutes(app, context);
      imFaultsRoute(app, context.im);
      imConfigRoute(app, context.im);
    },
    { prefix: '/admin' },
  );
};
