import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../server-context.ts';
import { anchorRoutes } from './anchor-routes.ts';
import { applicationRoutes } from './application-routes.ts';
import { liveRoutes } from './live-routes.ts';
import { roomManageRoutes } from './room-manage-routes.ts';
import { streamRoutes } from './stream-routes.ts';

/** The live rooms: their lists and pages, their management, their streams, the anchors' pages and the applications. */
export const roomRoutes: FastifyPluginAsync<{ context: ServerContext }> = async (app, { context }) => {
  liveRoutes(app, context);
  roomManageRoutes(app, context);
  streamRoutes(app);
  anchorRoutes(app, context);
  applicationRoutes(app, context);
};
