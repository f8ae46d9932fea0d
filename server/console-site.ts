import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The console's pages may not be framed by another site (clickjacking of an operator's clicks). */
const pageHeaders = {
  'Cache-Control': 'no-cache',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Referrer-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex, nofollow',
};

/** A console address: under /ops/ but not its API. */
const isConsolePath = (path: string) =>
  (path === '/ops' || path.startsWith('/ops/')) && !path.startsWith('/ops/api/') && path !== '/ops/api';

/**
 * Serves the operators' console (built by `sideline build-console` into `<dist>/ops/`) at /ops/: hashed assets cached
 * for a year, pages never cached nor framed. Returns its fallback: client routes under /ops/ (a path without a file
 * extension) get index.html, never /ops/api/ (an unknown call there stays the API's 404). When the console is not
 * built, every console page answers a 404 page that says how to build it.
 */
export async function registerConsole(
  app: FastifyInstance,
  consoleDir: string | undefined,
): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  const indexFile = consoleDir ? join(consoleDir, 'index.html') : undefined;
  const built = indexFile !== undefined && existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: consoleDir as string,
      prefix: '/ops/',
      // /m/ may have registered the reply's decorators already.
      decorateReply: false,
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      // The build's report is for people and tests, not for browsers.
      allowedPath: (path) => !/^\/?console-report\.json$/.test(path),
      setHeaders: (response, path) => {
        response.setHeader('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendPage = (reply: FastifyReply) =>
    built
      ? reply
          .headers(pageHeaders)
          .type('text/html; charset=utf-8')
          .send(readFileSync(indexFile as string))
      : reply.code(404).headers(pageHeaders).type('text/html; charset=utf-8').send(notBuiltPage);
  // Routes only where the static files' wildcard would answer the folder itself; an unbuilt console answers through
  // the fallback below, so the API's route list (the authorization matrix) holds only calls.
  if (built) {
    app.get('/ops', (_request, reply) => reply.redirect('/ops/'));
    app.get('/ops/', (_request, reply) => sendPage(reply));
  }
  return (request, reply) => {
    const path = request.url.split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (!isConsolePath(path)) return false;
    // A missing asset is a 404 of its own, not the app's page (a stale tab's old chunk must fail, not parse HTML).
    if (built && /\.[a-z0-9]+$/i.test(path)) return false;
    void sendPage(reply);
    return true;
  };
}

/** What /ops/ answers on a node whose console was never built. */
const notBuiltPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Console not built</title>
    <style>
      body { font: 15px/1.6 system-ui, sans-serif; color: #1b2230; background: #f4f6fa; margin: 0; display: grid; place-items: center; min-height: 100vh; }
      main { background: #fff; border: 1px solid #dde2ea; border-radius: 10px; padding: 24px 28px; max-width: 520px; margin: 16px; }
      h1 { font-size: 20px; margin: 0 0 8px; }
      code { background: #eef1f6; padding: 2px 6px; border-radius: 4px; }
    </style>
  </head>
  <body>
    <main>
      <h1>The operators' console is not built</h1>
      <p>运营后台尚未构建。Build it, then restart this server:</p>
      <p><code>npx sideline build-console</code></p>
      <p>It is written to <code>dist/ops/</code> and served here at <code>/ops/</code> (docs/operators.md).</p>
    </main>
  </body>
</html>
`;
