import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ShortVideoListRequest,
  VideoCollectionsRequest,
  VideoIdRequest,
  VideoLikeRequest,
  VideoListRequest,
} from '../../../schema/generated/api.ts';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { originOf, readerLanguage } from '../../http/request-context.ts';
import { videoCategories } from '../../domain/content/videos/video-catalogue.ts';
import {
  collectionPage,
  likeVideo,
  recordList,
  recordPage,
  shortList,
  shortVideo,
  videoCollections,
} from '../../domain/content/videos/videos.ts';
import { optionalUserId, requireUser } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';
import type { Defaulted } from '../../http/request-types.ts';

/** The video calls (docs/api.md "Videos"): categories, collections, recorded videos, the short-video feed and likes. */
export function videoRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;
  const lang = (request: FastifyRequest) => readerLanguage(request, context.language);

  app.post('/api/video/getCategories', async () => ok({ list: videoCategories }));

  app.post<{ Body: VideoCollectionsRequest }>(
    '/api/video/getCollections',
    { schema: { body: ref('video/collections.request') } },
    async (request) => ok({ list: await videoCollections(db, request.body.category_id, lang(request)) }),
  );

  app.post<{ Body: Defaulted<VideoListRequest, 'page' | 'size'> }>(
    '/api/video/getVideoList',
    { schema: { body: ref('video/list.request') } },
    async (request) => {
      const { page, size, category_id, collection_id } = request.body;
      const filter = { categoryId: category_id, collectionId: collection_id };
      return ok(await recordList(db, filter, page, size, await optionalUserId(context, request), originOf(request), lang(request)));
    },
  );

  app.post<{ Body: VideoIdRequest }>('/api/video/getVideoInfo', { schema: { body: ref('video/id.request') } }, async (request) =>
    ok(await recordPage(db, request.body.id, await optionalUserId(context, request), originOf(request), lang(request))),
  );

  app.post<{ Body: VideoIdRequest }>('/api/video/getCollection', { schema: { body: ref('video/id.request') } }, async (request) =>
    ok(await collectionPage(db, request.body.id, await optionalUserId(context, request), originOf(request), lang(request))),
  );

  app.post<{ Body: Defaulted<ShortVideoListRequest, 'start_id' | 'page' | 'size'> }>(
    '/api/video/getShortVideoList',
    { schema: { body: ref('video/short-list.request') } },
    async (request) => {
      const { page, size, start_id } = request.body;
      return ok(await shortList(db, start_id, page, size, await optionalUserId(context, request), originOf(request), lang(request)));
    },
  );

  app.post<{ Body: VideoIdRequest }>('/api/video/getShortVideo', { schema: { body: ref('video/id.request') } }, async (request) =>
    ok(await shortVideo(db, request.body.id, await optionalUserId(context, request), originOf(request), lang(request))),
  );

  app.post<{ Body: VideoLikeRequest }>('/api/video/like', { schema: { body: ref('video/like.request') } }, async (request) => {
    const user = await requireUser(context, request);
    return ok(await likeVideo(db, request.body.id, user.id, request.body.type === 1, clock.now()));
  });
}
