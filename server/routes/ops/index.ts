import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../server-context.ts';
import { sessionRoutes } from './session-routes.ts';

export interface OpsRoutesOptions {
  context: ServerContext;
  /** The built site this node serves (dist/<code>/), whose siblings are the other built sites; absent on an API-only node. */
  siteDir?: string;
}

/**
 * The operators' console's API under /ops/api (docs/operators.md, the contract in docs/api.md "Operators' console"):
 * every call but signing in goes through `requireOperator` (http/operator-guard.ts).
 */
export const opsRoutes: FastifyPluginAsync<OpsRoutesOptions> = async (root, { context }) => {
  await root.register(
    async (app) => {
      sessionRoutes(app, context);
    },
    { prefix: '/ops/api' },
  );
};
