import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../server-context.ts';
import { messageRoutes } from './message-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { userRoutes } from './user-routes.ts';
import { verificationRoutes } from './verification-routes.ts';

/** The accounts area: signing up and in, phones, profiles, system messages. */
export const accountRoutes: FastifyPluginAsync<{ context: ServerContext }> = async (app, { context }) => {
  userRoutes(app, context);
  verificationRoutes(app, context);
  profileRoutes(app, context);
  messageRoutes(app, context);
};
