import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../server-context.ts';
import { databaseRoutes } from './database-routes.ts';
import { matchDetailRoutes } from './match-routes.ts';
import { modelCallRoutes } from './model-routes.ts';
import { quizRoutes } from './quiz-routes.ts';
import { raceExtraRoutes } from './race-extra-routes.ts';
import { raceRoutes } from './race-routes.ts';

/** The matches area: the schedule and live scores, a match's detail, the sports database and the match quiz. */
export const matchRoutes: FastifyPluginAsync<{ context: ServerContext }> = async (app, { context }) => {
  raceRoutes(app, context);
  raceExtraRoutes(app, context);
  matchDetailRoutes(app, context);
  databaseRoutes(app, context);
  quizRoutes(app, context);
};

/** The paid data models: their pages, plans and subscriptions (a product of their own, over the matches' data). */
export const modelRoutes: FastifyPluginAsync<{ context: ServerContext }> = async (app, { context }) => {
  modelCallRoutes(app, context);
};
