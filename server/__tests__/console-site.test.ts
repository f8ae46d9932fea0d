import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerConsole } from '../console-site.ts';
import { installErrorHandling } from '../http/errors.ts';
import { registerStaticSite } from '../static-site.ts';

/** A built console (`<dist>/ops/`): its page, one hashed script and the build's report. */
function consoleFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sideline-ops-'));
  writeFileSync(join(dir, 'index.html'), '<div id="root">console</div>');
  writeFileSync(join(dir, 'console-report.json'), '{}');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'export {};');
  return dir;
}

/** A server with a built fan site under /m/ and the console (built or not) under /ops/, with one API call. */
async function serve(consoleDir: string | undefined, siteDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  const site = await registerStaticSite(app, siteDir);
  const pages = await registerConsole(app, consoleDir);
  installErrorHandling(
    app,
    () => undefined,
    (request, reply) => pages(request, reply) || site(request, reply),
  );
  app.get('/ops/api/session', (_request, reply) => reply.send({ data: null, msg: '登录超时，请重新登录', status: 2 }));
  return app;
}

describe("the operators' console at /ops/", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  function folders(built: boolean) {
    const site = mkdtempSync(join(tmpdir(), 'sideline-site-'));
    writeFileSync(join(site, 'index.html'), '<div id="root">fans</div>');
    const ops = built ? consoleFolder() : undefined;
    cleanups.push(
      () => rmSync(site, { recursive: true }),
      () => (ops ? rmSync(ops, { recursive: true }) : undefined),
    );
    return { site, ops };
  }

  it('answers every client route with its page, never cached and never framed by another site', async () => {
    const { site, ops } = folders(true);
    const app = await serve(ops, site);
    cleanups.push(() => app.close());
    for (const url of ['/ops/', '/ops/sites', '/ops/audit?page=2', '/ops/sign-in?next=%2Faudit']) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe('<div id="root">console</div>');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    }
    expect((await app.inject('/ops')).headers.location).toBe('/ops/');
    // The fans' site is untouched.
    expect((await app.inject('/m/live')).body).toBe('<div id="root">fans</div>');
  });

  it('serves hashed assets for a year and keeps the API out of the fallback', async () => {
    const { site, ops } = folders(true);
    const app = await serve(ops, site);
    cleanups.push(() => app.close());
    const asset = await app.inject('/ops/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // An unknown call stays the API's 404 in the envelope, never the console's page.
    const unknown = await app.inject('/ops/api/nothing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 3 });
    expect((await app.inject('/ops/api/session')).json()).toMatchObject({ status: 2 });
    // A script that is not there fails as a missing file (a stale tab must not parse the page as a script).
    const missing = await app.inject('/ops/assets/index-old.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
    // The build's report and the assets' folder are not for browsers.
    expect((await app.inject('/ops/console-report.json')).statusCode).toBe(404);
    expect((await app.inject('/ops/assets/')).statusCode).toBe(404);
  });

  it('says how to build it, as a 404 page, when it was never built', async () => {
    const { site } = folders(false);
    for (const dir of [undefined, join(site, 'no-such-folder')]) {
      const app = await serve(dir, site);
      cleanups.push(() => app.close());
      for (const url of ['/ops/', '/ops/sites']) {
        const page = await app.inject(url);
        expect(page.statusCode, url).toBe(404);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.body).toContain('npx sideline build-console');
      }
      expect((await app.inject('/ops/api/session')).json()).toMatchObject({ status: 2 });
    }
  });
});
