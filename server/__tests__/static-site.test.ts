import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../http/errors.ts';
import { registerStaticSite } from '../static-site.ts';

/** A built site's folder: index.html, a prerendered /score (score.html) and, when given, build-report.json. */
function siteFolder(report?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'sideline-static-'));
  writeFileSync(join(dir, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(dir, 'score.html'), '<div id="root" data-prerendered="cn">score</div>');
  if (report) writeFileSync(join(dir, 'build-report.json'), JSON.stringify(report));
  return dir;
}

async function serve(dir: string): Promise<FastifyInstance> {
  const app = Fastify();
  const spa = await registerStaticSite(app, dir);
  app.setNotFoundHandler((request, reply) => {
    if (!spa(request, reply)) void reply.code(404).send('not found');
  });
  return app;
}

describe('the static site', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('answers a prerendered landing route with its page, with or without a query or trailing slash, and every other route with the app', async () => {
    const dir = siteFolder({ html: { prerendered: [{ path: '/score', file: 'score.html' }] } });
    const app = await serve(dir);
    cleanups.push(
      () => app.close(),
      () => rmSync(dir, { recursive: true }),
    );
    for (const url of ['/m/score', '/m/score/', '/m/score?channel_code=a']) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body, url).toContain('data-prerendered="cn"');
    }
    for (const url of ['/m/', '/m/live', '/m/score/detail/5', '/m/scores'])
      expect((await app.inject(url)).body, url).toBe('<div id="root"></div>');
  });

  it('answers a folder of the site (/m/assets/) as a missing file, in the envelope, not as a server fault', async () => {
    const dir = siteFolder();
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index-abc.js'), 'export {};');
    const app = Fastify();
    const faults: string[] = [];
    installErrorHandling(app, (_request, error) => faults.push(error.message), await registerStaticSite(app, dir));
    cleanups.push(
      () => app.close(),
      () => rmSync(dir, { recursive: true }),
    );
    for (const url of ['/m/assets/', '/m/assets/?x=1']) {
      const answer = await app.inject(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toEqual({ data: null, msg: '文件不存在: /m/assets/', status: 3 });
    }
    expect((await app.inject('/m/assets/index-abc.js')).statusCode).toBe(200);
    expect(faults).toEqual([]);
  });

  it('never serves the build report or the server render, which are not for fans', async () => {
    const dir = siteFolder({ html: { prerendered: [] } });
    mkdirSync(join(dir, 'server'));
    writeFileSync(join(dir, 'server', 'render.mjs'), 'export {};');
    const app = await serve(dir);
    cleanups.push(
      () => app.close(),
      () => rmSync(dir, { recursive: true }),
    );
    for (const url of ['/m/build-report.json', '/m/server/render.mjs']) expect((await app.inject(url)).statusCode, url).toBe(404);
  });

  it('serves the app on every route for a site built before prerendering (no report, or none listed)', async () => {
    for (const report of [undefined, { html: undefined }]) {
      const dir = siteFolder(report);
      const app = await serve(dir);
      cleanups.push(
        () => app.close(),
        () => rmSync(dir, { recursive: true }),
      );
      expect((await app.inject('/m/score')).body).toBe('<div id="root"></div>');
    }
  });
});
