import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectGolden, runCli, temporaryDir, temporaryProject } from './run-cli.ts';

/** Every JavaScript file of a built site, concatenated. */
function builtJs(siteDir: string): string {
  const assets = join(siteDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n');
}

describe('build-tenant', () => {
  const dist = temporaryDir();
  let first: Awaited<ReturnType<typeof runCli>>;
  beforeAll(async () => {
    first = await runCli(['build-tenant', 'qutup2', 'kqb_ios', 'kqb', '--dist', dist]);
  });

  it('prints progress and a summary, and exits 0', () => {
    expectGolden('build-tenant', ['build-tenant', 'qutup2', 'kqb_ios', 'kqb', '--dist', dist], first, { '<dist>': dist });
  });

  it('writes a deployable site with the tenant in index.html', () => {
    const html = readFileSync(join(dist, 'qutup2/index.html'), 'utf8');
    expect(html).toContain('<title>趣图体育</title>');
    expect(html).toContain('<meta name="theme-color" content="#319cfc" />');
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toMatch(/<link rel="icon" href="\/m\/tenant\/favicon-[0-9a-f]{10}\.svg" \/>/);
    expect(html).toMatch(/<script type="module" crossorigin src="\/m\/assets\/index-[\w-]+\.js"><\/script>/);
    const config = JSON.parse(/<script id="sideline-tenant" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
    expect(config).toMatchObject({ code: 'qutup2', spSource: 3002, rootRedirect: 'score' });
    for (const url of [config.assets.favicon, config.assets.logo, config.avatars.default])
      expect(existsSync(join(dist, 'qutup2', url.replace('/m/', '')))).toBe(true);
  });

  it("preloads each route's chunks from index.html, and only chunks the site has", () => {
    const html = readFileSync(join(dist, 'kqb_ios/index.html'), 'utf8');
    const table = JSON.parse(/<script>\(function \(d, b\)[\s\S]*\}\)\((\{.*\}),"\/m\/"\)<\/script>/.exec(html)?.[1] ?? '{}') as {
      files: string[];
      routes: [string, number[]][];
    };
    const files = (path: string) => table.routes.find(([pattern]) => pattern === path)?.[1].map((i) => table.files[i]) ?? [];
    expect(files('/score').some((f) => /^assets\/score\.score-page-[\w-]+\.js$/.test(f))).toBe(true);
    expect(files('/score').some((f) => /^assets\/score\.messages-[\w-]+\.js$/.test(f))).toBe(true);
    // The route's own prefetch module (FeatureRoute.prefetch) downloads with the page's code.
    expect(files('/score').some((f) => /^assets\/score\.day-matches-[\w-]+\.js$/.test(f))).toBe(true);
    expect(files('/login').some((f) => /login-page/.test(f))).toBe(true);
    // kqb_ios does not build the shop: none of its routes is in the table.
    expect(table.routes.some(([pattern]) => pattern.startsWith('/newshop'))).toBe(false);
    for (const file of table.files) expect(existsSync(join(dist, 'kqb_ios', file)), file).toBe(true);
  });

  it('writes build-report.json with hash, features, chunk sizes and duration', () => {
    const report = JSON.parse(readFileSync(join(dist, 'kqb_ios/build-report.json'), 'utf8'));
    expect(report.manifestHash).toMatch(/^[0-9a-f]{64}$/);
    expect(report.featuresBuilt).not.toContain('shop');
    expect(report.featuresBuilt).toContain('score');
    expect(report.chunks.length).toBeGreaterThan(3);
    for (const chunk of report.chunks) expect(chunk.gzip).toBeGreaterThan(0);
    // Compression pays off beyond a few hundred bytes; a tiny chunk (a short label file) gzips a little larger.
    for (const chunk of report.chunks.filter((c: { raw: number }) => c.raw > 1024)) expect(chunk.gzip).toBeLessThan(chunk.raw);
    expect(report.initialJs.gzip).toBeGreaterThan(0);
    expect(report.durationMs).toBeGreaterThan(0);
  });

  it("leaves a disabled feature's code out of that tenant's bundle, and keeps it where enabled", async () => {
    const disabled = ['shop', 'wallet', 'vip', 'data-model'] as const;
    const withFeature = builtJs(join(dist, 'kqb'));
    const without = builtJs(join(dist, 'kqb_ios'));
    for (const name of disabled) {
      // Marker strings: the feature's own labels (its i18n namespace) that no other source of the runtime contains
      // (a common word such as "Voltar" proves nothing about where the feature's code went).
      const { messages } = (await import(`../../runtime/features/${name}/messages.ts`)) as {
        messages: { 'pt-br': Record<string, string> };
      };
      const elsewhere = runtimeSourcesExcept(`runtime/features/${name}`);
      const markers = Object.values(messages['pt-br']).filter((label) => !elsewhere.includes(label));
      expect(markers.length, `${name} has labels of its own`).toBeGreaterThan(0);
      for (const marker of markers) {
        expect(withFeature, `${name} marker "${marker}" in kqb`).toContain(marker);
        expect(without, `${name} marker "${marker}" in kqb_ios`).not.toContain(marker);
      }
      expect(readdirSync(join(dist, 'kqb_ios/assets')).filter((f) => f.startsWith(`${name}.`))).toEqual([]);
      expect(readdirSync(join(dist, 'kqb/assets')).filter((f) => f.startsWith(`${name}.`)).length).toBeGreaterThan(0);
    }
  });

  /** Every source file of the runtime outside `excluded`, concatenated. */
  function runtimeSourcesExcept(excluded: string): string {
    const root = join(import.meta.dirname, '../..');
    return readdirSync(join(root, 'runtime'), { recursive: true, encoding: 'utf8' })
      .map((file) => `runtime/${file}`)
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(`${excluded}/`) && !file.includes('__tests__'))
      .map((file) => readFileSync(join(root, file), 'utf8'))
      .join('\n');
  }

  it('keeps initial JavaScript of /m/ at or under 165 KB gzip', () => {
    for (const site of ['qutup2', 'kqb_ios', 'kqb']) {
      const report = JSON.parse(readFileSync(join(dist, site, 'build-report.json'), 'utf8'));
      expect(report.initialJs.gzip).toBeLessThanOrEqual(165 * 1024);
    }
  });

  it("marks the chunks the entry loads at once with V8's compile hint, and no lazy chunk", () => {
    const report = JSON.parse(readFileSync(join(dist, 'kqb/build-report.json'), 'utf8')) as {
      chunks: { file: string; kind: string; initial: boolean }[];
    };
    const js = report.chunks.filter((c) => c.kind === 'js');
    const hinted = (file: string) => readFileSync(join(dist, 'kqb', file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
    const initial = js.filter((c) => c.initial);
    expect(initial.map((c) => c.file)).toContainEqual(expect.stringMatching(/^assets\/index-[\w-]+\.js$/));
    for (const chunk of initial) expect(hinted(chunk.file), chunk.file).toBe(true);
    // The gzip twin the servers send is the same file.
    for (const chunk of initial)
      expect(gunzipSync(readFileSync(join(dist, 'kqb', `${chunk.file}.gz`))).toString('utf8')).toBe(
        readFileSync(join(dist, 'kqb', chunk.file), 'utf8'),
      );
    const lazy = js.filter((c) => !c.initial);
    expect(lazy.length).toBeGreaterThan(10);
    for (const chunk of lazy) expect(hinted(chunk.file), chunk.file).toBe(false);
  });

  /** What a phone paints from a prerendered route's HTML alone: the #root markup and the critical CSS in the head. */
  function prerendered(site: string, file: string) {
    const html = readFileSync(join(dist, site, file), 'utf8');
    const root = /<div id="root" data-prerendered="(cn|pt-br)">([\s\S]*)<\/div>\s*<\/body>/.exec(html);
    const css = /<style data-emotion="css [^"]*">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    return { html, lang: root?.[1], markup: root?.[2] ?? '', css };
  }

  it("prerenders each landing route with the brand, its colours and the route's skeleton, and reports the pages", () => {
    const skeletons: Record<string, string> = {
      '/score': 'matches-loading',
      '/live': 'room-skeleton',
      '/headline': 'home-loading',
      '/live-detail/:id': 'room-skeleton',
    };
    // The feature each route belongs to: a site prerenders the routes of the features it builds.
    const featureOf = (path: string) => path.split('/')[1].replace(/-detail$/, '');
    for (const site of ['kqb', 'qutup2']) {
      const config = JSON.parse(
        /<script id="sideline-tenant" type="application\/json">(.*?)<\/script>/s.exec(
          readFileSync(join(dist, site, 'index.html'), 'utf8'),
        )?.[1] ?? '{}',
      );
      // The brand's colour as the build derived it by contrast (schema/palette/), the same in both modes.
      const [name, primary] = [config.siteName.cn as string, config.palette.light.primary as string];
      expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
      const report = JSON.parse(readFileSync(join(dist, site, 'build-report.json'), 'utf8'));
      const routes = report.html.prerendered as { path: string; file: string; lang: string; bytes: number; brotli: number }[];
      expect(routes.map((r) => r.path).sort()).toEqual(
        Object.keys(skeletons)
          .filter((path) => report.featuresBuilt.includes(featureOf(path)))
          .sort(),
      );
      expect(report.html.index.brotli).toBeGreaterThan(0);
      for (const route of routes) {
        const page = prerendered(site, route.file);
        expect(route.bytes).toBe(Buffer.byteLength(page.html));
        // A phone on a slow network gets the first screen in one round trip or two.
        expect(route.brotli).toBeLessThanOrEqual(30 * 1024);
        expect(page.lang).toBe('cn');
        expect(page.html).toContain(`<title>${name}</title>`);
        expect(page.markup).toContain(`data-testid="${skeletons[route.path]}"`);
        if (route.path === '/live-detail/:id') {
          // A room's shell, the same for every room: the video's 16:9 box, the anchor's bar, the tabs' and chat's skeleton.
          expect(route.file).toBe('live-detail-_id.html');
          expect(page.markup).toContain('data-testid="room-tabs-loading"');
          expect(page.css).toContain('aspect-ratio:16/9');
          expect(page.markup).not.toContain('bottom-menu');
        } else {
          // The bottom menu with the route's entry active, in the brand's colour from the critical CSS.
          expect(page.markup).toMatch(
            new RegExp(`<a[^>]*class="[^"]*active[^"]*"[^>]*href="/m${route.path}"|<a[^>]*href="/m${route.path}"[^>]*class="[^"]*active`),
          );
          expect(page.css).toContain('inset 0 2px 0 var(--sl-primary)');
          expect(page.css).toContain(`--sl-primary:${primary};`);
        }
        expect(page.css).toMatch(/body\[data-mode="dark"\]\{--sl-background:/);
        // The markup's classes all have their rules in the head: nothing waits for the JavaScript to look right.
        for (const [, id] of page.markup.matchAll(/class="[^"]*?css-([a-z0-9]+)/g))
          expect(page.css, `css-${id} in ${site}${route.path}`).toContain(`.css-${id}`);
      }
    }
  });

  it("keeps each site's server render, which renders a landing route from its answers, and reports it", async () => {
    for (const site of ['kqb', 'qutup2']) {
      const report = JSON.parse(readFileSync(join(dist, site, 'build-report.json'), 'utf8'));
      expect(report.html.serverRender).toEqual({ entry: 'server/render.mjs', bytes: expect.any(Number), files: expect.any(Array) });
      expect(report.html.serverRender.files).toContain('server/render.mjs');
      expect(report.html.serverRender.bytes).toBeGreaterThan(0);
    }
    // The same bundle for every site of a feature set (linked), each with its own configuration: qutup2's render is qutup2's.
    const { renderServed } = (await import(pathToFileURL(join(dist, 'qutup2/server/render.mjs')).href)) as {
      renderServed: (route: string, answers: unknown) => Promise<{ html: string; css: string; ids: string[] }>;
    };
    const at = Date.parse('2026-06-01T12:00:00Z');
    const question = { date: '2026-06-01', sport_id: 0, tab: 'all', filter: 'all' };
    const page = await renderServed('/score', {
      at,
      lang: 'cn',
      answers: [{ path: '/api/race/getDateMatch', body: question, personal: true, data: { list: [] } }],
    });
    expect(page.html).toContain('data-testid="no-matches"');
    expect(page.html).not.toContain('data-testid="matches-loading"');
    expect(page.css).toContain('inset 0 2px 0 var(--sl-primary)');
    expect(page.css).toContain(
      `--sl-primary:${JSON.parse(/<script id="sideline-tenant" type="application\/json">(.*?)<\/script>/s.exec(readFileSync(join(dist, 'qutup2/index.html'), 'utf8'))?.[1] ?? '{}').palette.light.primary};`,
    );
    // Answers the page would not take (another day's) are refused rather than rendered as a skeleton the app would not match.
    await expect(
      renderServed('/score', {
        at,
        lang: 'cn',
        answers: [{ path: '/api/race/getDateMatch', body: { ...question, date: '2026-05-01' }, personal: true, data: { list: [] } }],
      }),
    ).rejects.toThrow('did not take');
  });

  it("gives every feature set's server render the libraries from one bundle", () => {
    const reports = ['kqb_ios', 'qutup2'].map((site) => JSON.parse(readFileSync(join(dist, site, 'build-report.json'), 'utf8')));
    // Two feature sets (kqb_ios leaves out features qutup2 builds), one copy of React and the rest, linked into both.
    expect(reports[0].featuresBuilt).not.toEqual(reports[1].featuresBuilt);
    for (const report of reports) expect(report.html.serverRender.files).toContain('server/vendor/react-dom_server.mjs');
    const inode = (site: string) => statSync(join(dist, site, 'server/vendor/react-dom_server.mjs')).ino;
    expect(inode('kqb_ios')).toBe(inode('qutup2'));
    // A feature set's own files bundle none of them: React's server renderer is only in the libraries' bundle.
    const holding = (site: string) =>
      readdirSync(join(dist, site, 'server'), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.m?js$/.test(file) && readFileSync(join(dist, site, 'server', file), 'utf8').includes('react-dom-server'))
        .sort();
    for (const site of ['kqb_ios', 'qutup2']) expect(holding(site)).toEqual(['vendor/react-dom_server.mjs']);
  });
});

describe('a broken manifest', () => {
  it('fails with file, line and pointer, exits 1, and leaves the previous good build untouched', async () => {
    const project = temporaryProject();
    const dist = temporaryDir();
    expect((await runCli(['--root', project, 'build-tenant', 'qutup2', '--dist', dist])).code).toBe(0);
    const before = readFileSync(join(dist, 'qutup2/index.html'), 'utf8');
    const manifest = join(project, 'tenants/qutu/qutup2.json');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('"spSource": 3002', '"spSource": "3002"'));

    const args = ['--root', project, 'build-tenant', 'qutup2', 'qutup3', '--dist', dist];
    const result = await runCli(args);
    expectGolden('build-tenant-broken', args, result, { '<project>': project, '<dist>': dist });
    expect(result.code).toBe(1);
    expect(readFileSync(join(dist, 'qutup2/index.html'), 'utf8')).toBe(before);
    expect(existsSync(join(dist, 'qutup3/index.html'))).toBe(true);
    expect(readdirSync(dist).filter((f) => f.startsWith('.tmp-'))).toEqual([]);
  });
});

describe('build-all', () => {
  it('builds one shard of the sites', async () => {
    const dist = temporaryDir();
    const args = ['build-all', '--shard', '2/5', '--dist', dist];
    const result = await runCli(args);
    expectGolden('build-all-shard', args, result, { '<dist>': dist });
    expect(readdirSync(dist).sort()).toEqual(['kqb2', 'qutua', 'qutupv']);
  });
});

describe('new-tenant', () => {
  it('creates a valid manifest that extends the given site, and refuses clashes', async () => {
    const project = temporaryProject();
    const paths = { '<project>': project };
    const created = await runCli(['--root', project, 'new-tenant', 'qutup9', '--from', 'qutup2', '--sp-source', '3001']);
    expectGolden('new-tenant', ['--root', project, 'new-tenant', 'qutup9', '--from', 'qutup2', '--sp-source', '3001'], created, paths);
    expect(JSON.parse(readFileSync(join(project, 'tenants/qutu/qutup9.json'), 'utf8'))).toMatchObject({
      extends: 'qutup2',
      brand: 'qutu',
      spSource: 3001,
    });
    expect((await runCli(['--root', project, 'validate', 'qutup9'])).code).toBe(0);

    const clash = await runCli(['--root', project, 'new-tenant', 'qutup9', '--from', 'qutup2']);
    expectGolden('new-tenant-exists', ['--root', project, 'new-tenant', 'qutup9', '--from', 'qutup2'], clash, paths);
    const typo = await runCli(['--root', project, 'new-tenant', 'qutup8', '--from', 'qutp2']);
    expectGolden('new-tenant-unknown-parent', ['--root', project, 'new-tenant', 'qutup8', '--from', 'qutp2'], typo, paths);
    // A new sp_source of the same brand joins the brand's table, under the brand's name, instead of being refused.
    expect((await runCli(['--root', project, 'new-tenant', 'qutup7', '--from', 'qutup2', '--sp-source', '4242'])).code).toBe(0);
    const added = JSON.parse(readFileSync(join(project, 'tenants/qutu/qutup7.json'), 'utf8'));
    expect(added.spSource).toBe(4242);
    expect(added.sources.at(-1)).toEqual({ id: 4242, name: '趣图体育' });
    expect(added.sources.length).toBeGreaterThan(30);
    const badBrand = await runCli(['--root', project, 'new-tenant', 'gola', '--brand', 'Gola', '--from', 'qutup2']);
    expect(badBrand.code).toBe(2);
    expect(badBrand.stderr).toContain('brand "Gola" must be lowercase letters, digits and _');
    expect(existsSync(join(project, 'tenants/Gola'))).toBe(false);
  });
});

describe('serve', () => {
  it('explains what to do when the site is not built', async () => {
    const dist = temporaryDir();
    const args = ['serve', 'qutup2', '--dist', dist];
    expectGolden('serve-unbuilt', args, await runCli(args), { '<dist>': dist });
  });
});
