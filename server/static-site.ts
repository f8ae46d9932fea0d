import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originOf } from './http/request-context.ts';
import type { ReadinessCheck } from './http/health-routes.ts';
import { defaultRowsWaitMs, rowRenderer, withRows } from './http/row-render.ts';

/** What a page gets in its head when served (http/first-answers.ts), or null for the page as built. */
export type LandingHead = (route: string, lang: string, request: FastifyRequest) => Promise<{ head: string; rowsFrom?: unknown } | null>;

/**
 * Serves one built site under /m/: hashed assets cached for a year, index.html never cached. Returns the SPA
 * fallback: a handler that answers paths under /m/ (without a file extension) with index.html, so deep links and
 * reloads reach the app's router; it returns false for anything else. Every page gets `landingHead`'s additions in its
 * head (a prerendered landing route's for its route, the app's for the route asked), before the app's scripts that
 * read them; a landing route with answers gets their rows too, rendered by the site's own render when the build kept
 * one (http/row-render.ts). The render's folder is not served.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  siteDir: string,
  landingHead?: LandingHead,
  rowsWaitMs = defaultRowsWaitMs,
  readiness: ReadinessCheck[] = [],
): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  const indexFile = join(siteDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${siteDir} has no index.html; build the site first`);
  await app.register(fastifyStatic, {
    root: siteDir,
    prefix: '/m/',
    index: false,
    wildcard: true,
    // The build writes a .gz twin of every script and style sheet; browsers that accept gzip get it as is.
    preCompressed: true,
    // Hashed file names never change content: cache them for good. Everything else is revalidated.
    cacheControl: false,
    // The build's server render (server/render.mjs and the bundle it loads) is this server's, not a page's asset;
    // the build report is the operator's (cli/build/web-root.ts names what a deploy leaves out).
    allowedPath: (path) => !/^\/?(server\/|build-report\.json$)/.test(path),
    setHeaders: (response, path) => {
      const immutable = /[\\/](assets|tenant)[\\/]/.test(path);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const prerendered = prerenderedRoutes(siteDir);
  const rows = rowRenderer(siteDir, rowsWaitMs, (message) => app.log.warn(message));
  app.addHook('onClose', async () => rows?.close());
  // Ready for fans once the render has loaded (or failed to): the first landing pages then come with their rows.
  if (rows) {
    let settled = false;
    void rows.loaded.then(() => (settled = true));
    readiness.push({ name: 'render', ready: () => settled });
  }
  const sendPage = (reply: FastifyReply, file: string) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(readFileSync(file));
  // The app's page is built in no language of its own (the app picks the fan's): it is asked in the site's.
  const appRoute: PrerenderedRoute = { file: indexFile, lang: prerendered[0]?.lang ?? 'cn', matches: /^$/ };
  const sendLanding = async (request: FastifyRequest, reply: FastifyReply, path: string, route: PrerenderedRoute) => {
    const added = await landingHead?.(path, route.lang, request).catch(() => null);
    if (!added) return sendPage(reply, route.file);
    const built = readFileSync(route.file, 'utf8');
    // A landing route's rows, rendered from the answers the page carries, when the page's origin (which its images'
    // addresses start with) is one the server trusts; without them, the page as built.
    const pageOrigin = `${request.protocol}://${request.host}`;
    const rendered =
      rows && added.rowsFrom !== undefined && originOf(request) === pageOrigin ? await rows.render(path, added.rowsFrom, pageOrigin) : null;
    const html = (rendered && withRows(built, rendered)) ?? built;
    const at = html.includes(firstModuleScript) ? firstModuleScript : '</head>';
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html.replace(at, () => `${added.head}\n    ${at}`));
  };
  app.get('/', (_request, reply) => reply.redirect('/m/'));
  app.get('/m', (_request, reply) => reply.redirect('/m/'));
  app.get('/m/', (request, reply) => sendLanding(request, reply, '', appRoute));
  return (request, reply) => {
    const wantsPage = request.method === 'GET' && request.url.startsWith('/m/') && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0]);
    if (!wantsPage) return false;
    // A landing route the build prerendered gets its own page (its first screen in the HTML); any other, the app's.
    const path = request.url.split('?')[0].slice('/m'.length).replace(/\/+$/, '');
    const route = prerendered.find((landing) => landing.matches.test(path));
    void sendLanding(request, reply, path, route ?? appRoute);
    return true;
  };
}

/** The app's entry script: what a landing page's head additions go before, so that they are there when it runs. */
const firstModuleScript = '<script type="module"';

interface PrerenderedRoute {
  file: string;
  /** The language the build rendered it in. */
  lang: string;
  /** The paths it answers: its own, or every value of its parameters (`/live-detail/:id`, one segment each). */
  matches: RegExp;
}

/** The landing routes build-report.json lists as prerendered, and their files; none for a site built before them. */
function prerenderedRoutes(siteDir: string): PrerenderedRoute[] {
  const reportFile = join(siteDir, 'build-report.json');
  if (!existsSync(reportFile)) return [];
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    html?: { prerendered?: { path: string; file: string; lang: string }[] };
  };
  return (report.html?.prerendered ?? []).map((route) => ({
    file: join(siteDir, route.file),
    lang: route.lang,
    matches: pathPattern(route.path),
  }));
}

/** A route's path as a pattern: `:name` is one segment that is not empty. */
function pathPattern(path: string): RegExp {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}
