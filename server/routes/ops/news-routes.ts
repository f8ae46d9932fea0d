import type { FastifyInstance } from 'fastify';
import { createNews, editNews, listNewsDesk, moveNewsItem } from '../../domain/content/news/news-desk.ts';
import type { ServerContext } from '../../server-context.ts';
import { deskRoutes } from './desk-routes.ts';

/**
 * The news (资讯) fans read at /m/headline (issue 36 §5, docs/operators.md "News"): written as drafts, scheduled,
 * published and withdrawn at the version read (desk-routes.ts). The fans read news at each call, so a change shows at
 * their next read.
 */
export function newsRoutes(app: FastifyInstance, context: ServerContext): void {
  deskRoutes(app, context, {
    path: '/news',
    kind: 'news',
    listAnswer: 'ops/news.response',
    list: listNewsDesk,
    create: createNews,
    edit: editNews,
    move: moveNewsItem,
  });
}
