import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../server-context.ts';
import { configRoutes } from './config-routes.ts';
import { feedbackRoutes } from './feedback-routes.ts';
import { homeRoutes } from './home-routes.ts';
import { logoRoutes } from './logo-routes.ts';
import { miscRoutes } from './misc-routes.ts';
import { newsRoutes } from './news-routes.ts';
import { pictureRoutes } from './picture-routes.ts';
import { searchRoutes } from './search-routes.ts';
import { storageRoutes } from './storage-routes.ts';
import { videoCommentRoutes } from './video-comment-routes.ts';
import { videoRoutes } from './video-routes.ts';
import { vodRoutes } from './vod-routes.ts';

/**
 * The content and the site: the config and switches, the home page, news, videos and their comments, search,
 * feedback, uploads' storage and the generated pictures.
 */
export const contentRoutes: FastifyPluginAsync<{ context: ServerContext }> = async (app, { context }) => {
  configRoutes(app, context);
  storageRoutes(app, context);
  searchRoutes(app, context);
  miscRoutes(app, context);
  feedbackRoutes(app, context);
  homeRoutes(app, context);
  videoRoutes(app, context);
  videoCommentRoutes(app, context);
  vodRoutes(app, context);
  logoRoutes(app);
  newsRoutes(app, context);
  pictureRoutes(app);
};
