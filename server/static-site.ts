import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

export interface StaticSiteOptions {
  /** A built site: dist/<code>/. */
  siteDir: string;
  /** Fastify's logger; off in tests. */
  logger?: boolean;
}

/**
 * Serves one built site under /m/: hashed assets cached for a year, index.html never cached, and every other
 * path under /m/ answered with index.html so the app's router can handle it (deep links, reloads).
 */
export async function createStaticSite(options: StaticSiteOptions): Promise<FastifyInstance> {
  const indexFile = join(options.siteDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${options.siteDir} has no index.html; build the site first`);
  // Close keep-alive sockets on stop, so a server started by a test or Ctrl+C ends at once.
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  await app.register(fastifyStatic, {
    root: options.siteDir,
    prefix: '/m/',
    index: false,
    wildcard: true,
    // Hashed file names never change content: cache them for good. Everything else is revalidated.
    cacheControl: false,
    setHeaders: (response, path) => {
      const immutable = /[\\/](assets|tenant)[\\/]/.test(path);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendApp = (reply: import('fastify').FastifyReply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(readFileSync(indexFile));
  app.get('/', (_request, reply) => reply.redirect('/m/'));
  app.get('/m', (_request, reply) => reply.redirect('/m/'));
  app.get('/m/', (_request, reply) => sendApp(reply));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && request.url.startsWith('/m/') && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0]);
    if (wantsPage) return sendApp(reply);
    return reply.code(404).type('application/json').send({ data: null, msg: 'not found', status: 404 });
  });
  return app;
}
