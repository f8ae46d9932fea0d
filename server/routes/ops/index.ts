import type { FastifyPluginAsync } from 'fastify';
import { answerCheck, checkAnswers } from '../../http/answer-check.ts';
import { opsValidatorCompiler } from '../../http/ops-validation.ts';
import { checkQueries, defaultQuerySchema } from '../../http/query-check.ts';
import type { ServerContext } from '../../server-context.ts';
import { activityRoutes } from './activity-routes.ts';
import { adRoutes } from './ad-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { commentQueueRoutes } from './comment-queue-routes.ts';
import { contentRoutes } from './content-routes.ts';
import { eventsRoutes } from './events-routes.ts';
import { fanActionRoutes } from './fan-action-routes.ts';
import { fanRoutes } from './fan-routes.ts';
import { matchDeskRoutes } from './match-desk-routes.ts';
import { moneyRoutes } from './money-routes.ts';
import { newsRoutes } from './news-routes.ts';
import { operatorRoutes } from './operator-routes.ts';
import { queueRoutes } from './queue-routes.ts';
import { reportQueueRoutes } from './report-queue-routes.ts';
import { roomRoutes } from './room-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { siteRoutes } from './site-routes.ts';
import { uploadRoutes } from './upload-routes.ts';

export interface OpsRoutesOptions {
  context: ServerContext;
  /** The built site this node serves (dist/<code>/), whose siblings are the other built sites; absent on an API-only node. */
  siteDir?: string;
  /** Check each answer against the schema its route names (ServerOptions.checkAnswers). */
  checkAnswers?: boolean;
}

/**
 * The operators' console's API under /ops/api (docs/operators.md, the contract in docs/api.md "Operators' console"):
 * every call but signing in goes through `requireOperator` (http/operator-guard.ts). Every route names the JSON Schema
 * of its answer (`config: { answer }`, schema/api/ops/), the one the console's types are generated from.
 */
export const opsRoutes: FastifyPluginAsync<OpsRoutesOptions> = async (root, { context, siteDir, checkAnswers: checking }) => {
  const check = checking ? answerCheck() : undefined;
  await root.register(
    async (app) => {
      app.setValidatorCompiler(opsValidatorCompiler());
      defaultQuerySchema(app);
      if (check) {
        checkAnswers(app, check);
        checkQueries(app);
      }
      sessionRoutes(app, context);
      siteRoutes(app, context, siteDir);
      auditRoutes(app, context);
      operatorRoutes(app, context);
      eventsRoutes(app, context);
      queueRoutes(app, context);
      reportQueueRoutes(app, context);
      commentQueueRoutes(app, context);
      roomRoutes(app, context);
      moneyRoutes(app, context);
      fanRoutes(app, context);
      contentRoutes(app, context);
      newsRoutes(app, context);
      activityRoutes(app, context);
      uploadRoutes(app, context);
      adRoutes(app, context);
      fanActionRoutes(app, context);
      matchDeskRoutes(app, context);
    },
    { prefix: '/ops/api' },
  );
};
