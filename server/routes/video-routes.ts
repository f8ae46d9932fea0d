import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import { originOf } from '../http/request-context.ts';
import { videoCategories } from '../seed/videos.ts';
import { optionalUserId, requireUser } from '../http/session.ts';
import type { ServerContext } from '../server-context.ts';
import { loadCollections, videoFeeds } from '../services/video-feeds.ts';
import { presentRecordVideo, presentShortVideo } from '../services/videos.ts';
import { requireAdmin } from './admin-routes.ts';

type Paged = { page: number; size: number };

const notFound = () => new DomainError('NOT_FOUND', '视频不存在');

/** The video calls (docs/api.md "Videos"): categories, collections, recorded videos, the short-video feed and likes. */
export function videoRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;
  const feeds = videoFeeds(db);

  app.post('/api/video/getCategories', async () => ok({ list: videoCategories }));

  app.post<{ Body: { category_id: number } }>(
    '/api/video/getCollections',
    { schema: { body: ref('video/collections.request') } },
    async (request) =>
      ok({
        list: await loadCollections(
          db,
          request.body.category_id ? 'c.category_id = $1' : 'true',
          request.body.category_id ? [request.body.category_id] : [],
        ),
      }),
  );

  app.post<{ Body: Paged & { category_id: number; collection_id: number } }>(
    '/api/video/getVideoList',
    { schema: { body: ref('video/list.request') } },
    async (request) => {
      const { page, size, category_id, collection_id } = request.body;
      const { list, total } = await feeds.records(
        { categoryId: category_id, collectionId: collection_id },
        page,
        size,
        await optionalUserId(context, request),
      );
      return ok({ list: list.map((v) => presentRecordVideo(v, originOf(request))), total, page, size });
    },
  );

  app.post<{ Body: { id: number } }>('/api/video/getVideoInfo', { schema: { body: ref('video/id.request') } }, async (request) => {
    const userId = await optionalUserId(context, request);
    // Opening the page is a play: the counter is the server's, on top of the seeded base.
    const counted = await db.query("update videos set views = views + 1 where id = $1 and kind = 'record' returning id", [request.body.id]);
    if (counted.length === 0) throw notFound();
    const [video] = await feeds.byId(request.body.id, userId);
    const [collection] = video.collection_id ? await loadCollections(db, 'c.id = $1', [video.collection_id]) : [];
    const related = await feeds.related(video, userId);
    const origin = originOf(request);
    return ok({
      video: presentRecordVideo(video, origin),
      collection: collection ?? null,
      related: related.map((v) => presentRecordVideo(v, origin)),
    });
  });

  app.post<{ Body: { id: number } }>('/api/video/getCollection', { schema: { body: ref('video/id.request') } }, async (request) => {
    const [collection] = await loadCollections(db, 'c.id = $1', [request.body.id]);
    if (!collection) throw new DomainError('NOT_FOUND', '合集不存在');
    const { list } = await feeds.records({ collectionId: collection.id }, 1, 50, await optionalUserId(context, request));
    return ok({ collection, list: list.map((v) => presentRecordVideo(v, originOf(request))) });
  });

  app.post<{ Body: Paged & { start_id: number } }>(
    '/api/video/getShortVideoList',
    { schema: { body: ref('video/short-list.request') } },
    async (request) => {
      const { page, size, start_id } = request.body;
      const feed = await feeds.shorts(start_id, page, size, await optionalUserId(context, request));
      if (!feed) throw notFound();
      return ok({ list: feed.list.map((v) => presentShortVideo(v, originOf(request))), total: feed.total, page, size });
    },
  );

  app.post<{ Body: { id: number } }>('/api/video/getShortVideo', { schema: { body: ref('video/id.request') } }, async (request) => {
    const [video] = await feeds.byId(request.body.id, await optionalUserId(context, request), 'short');
    if (!video) throw notFound();
    return ok(presentShortVideo(video, originOf(request)));
  });

  app.post<{ Body: { id: number; type: 0 | 1 } }>('/api/video/like', { schema: { body: ref('video/like.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const [video] = await feeds.byId(request.body.id, user.id, 'any');
    if (!video) throw notFound();
    if (request.body.type === 1)
      await db.query('insert into video_likes (user_id, video_id, created_at) values ($1, $2, $3) on conflict do nothing', [
        user.id,
        video.id,
        clock.now().toISOString(),
      ]);
    else await db.query('delete from video_likes where user_id = $1 and video_id = $2', [user.id, video.id]);
    const [after] = await feeds.byId(video.id, user.id, 'any');
    return ok({ liked: after.liked ? 1 : 0, likes: after.likes });
  });

  if (!context.adminToken) return;
  void app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request) => requireAdmin(context, request));
      admin.post<{ Body: { id: number; title: string } }>(
        '/video/edit',
        { schema: { body: ref('admin/video-edit.request') } },
        async (request) => {
          const rows = await db.query('update videos set title = $2 where id = $1 returning id', [request.body.id, request.body.title]);
          if (rows.length === 0) throw notFound();
          return ok(null);
        },
      );
    },
    { prefix: '/admin' },
  );
}
