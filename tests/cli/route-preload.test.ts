import { describe, expect, it } from 'vitest';
import { routeCatalogue } from '../../runtime/app/route-catalogue.ts';
import { chatStartModule, routeModules } from '../../cli/build/route-modules.ts';
import { routePreloadScript, type RoutePreloads } from '../../cli/build/route-preload.ts';

describe('routeModules', () => {
  const features = Object.keys(routeCatalogue);
  const routes = routeModules(features);

  it('reads a page module for every route of every feature, and the account routes', () => {
    const read = new Set(routes.map((r) => r.path));
    for (const path of [...Object.values(routeCatalogue).flat(), '/login', '/register', '/forget-password'])
      expect(read, path).toContain(path);
  });

  it("names the route's page and its feature's labels", () => {
    const score = routes.find((r) => r.path === '/score/detail/football/:matchid');
    expect(score?.modules.some((m) => m.endsWith('runtime/features/score/pages/match-detail-page.tsx'))).toBe(true);
    expect(score?.modules.some((m) => m.endsWith('runtime/features/score/messages.ts'))).toBe(true);
    expect(routes.find((r) => r.path === '/login')?.modules.some((m) => m.endsWith('app/account/login-page.tsx'))).toBe(true);
  });

  it("names a route's own prefetch module, and no other route's", () => {
    expect(routes.find((r) => r.path === '/score')?.prefetch).toMatch(/runtime\/features\/score\/api\/day-matches\.ts$/);
    expect(routes.find((r) => r.path === '/live')?.prefetch).toMatch(/runtime\/features\/live\/api\/live-first\.ts$/);
    expect(routes.find((r) => r.path === '/score/collected')?.prefetch).toBeUndefined();
  });

  it("names the chat's start for the routes that start the chat as they are entered, so its chunks preload with the page's", () => {
    for (const path of ['/c2c', '/c2c-chatroom/:id', '/chat-group/:id'])
      expect(routes.find((r) => r.path === path)?.modules, path).toContain(chatStartModule);
    for (const path of ['/c2c-friends', '/c2c-search', '/score'])
      expect(routes.find((r) => r.path === path)?.modules, path).not.toContain(chatStartModule);
  });
});

describe('the preload script', () => {
  const preloads: RoutePreloads = {
    files: ['assets/score.js', 'assets/detail.js', 'assets/live.js', 'assets/category.js', 'assets/football.js'],
    routes: [
      ['/score', [0]],
      ['/score/detail/:matchid', [1]],
      ['/score/detail/football/:matchid', [4]],
      ['/live', [2]],
      ['/rec-category/:id?', [3]],
      ['/share/match/:sport/:id', [], 5],
    ],
  };
  preloads.files.push('assets/share.prefetch.js');

  /** Runs the script as the page would, at `pathname`; gives the hrefs of the links it added and what it imported. */
  function run(pathname: string, tenant = { rootRedirect: 'score' }) {
    const added: { rel: string; href: string }[] = [];
    const imported: { url: string; params: unknown }[] = [];
    const load = (url: string) => Promise.resolve({ prefetch: (params: unknown) => imported.push({ url, params }) });
    const document = {
      getElementById: (id: string) => (id === 'sideline-tenant' ? { textContent: JSON.stringify(tenant) } : null),
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: { rel: string; href: string }) => added.push(link) },
    };
    // The page's import() is the one thing a test cannot run in Node: the script's calls go to `load` instead.
    const body = routePreloadScript(preloads, '/m/')
      .replace(/^<script>/, '')
      .replace(/<\/script>$/, '')
      .replace('import(', 'load(');
    new Function('location', 'document', 'load', body)({ pathname }, document, load);
    expect(added.every((l) => l.rel === 'modulepreload')).toBe(true);
    return { links: added.map((l) => l.href), imported };
  }
  const preloadedAt = (pathname: string, tenant?: { rootRedirect: string }) => run(pathname, tenant).links;

  it('preloads the chunks of the route the address opens', () => {
    expect(preloadedAt('/m/score')).toEqual(['/m/assets/score.js']);
    expect(preloadedAt('/m/score/')).toEqual(['/m/assets/score.js']);
    expect(preloadedAt('/m/score/detail/20617009')).toEqual(['/m/assets/detail.js']);
  });

  it('prefers the route with more literal segments, as the router does', () => {
    expect(preloadedAt('/m/score/detail/football/20617009')).toEqual(['/m/assets/football.js']);
  });

  it('matches optional parameters with and without a value', () => {
    expect(preloadedAt('/m/rec-category')).toEqual(['/m/assets/category.js']);
    expect(preloadedAt('/m/rec-category/3')).toEqual(['/m/assets/category.js']);
  });

  it("treats the root as the tenant's root redirect", () => {
    expect(preloadedAt('/m/')).toEqual(['/m/assets/score.js']);
    expect(preloadedAt('/m/', { rootRedirect: 'live' })).toEqual(['/m/assets/live.js']);
  });

  it('adds nothing for unknown addresses or addresses outside the app', () => {
    expect(preloadedAt('/m/nope')).toEqual([]);
    expect(preloadedAt('/m/score/detail/1/2/3')).toEqual([]);
    expect(preloadedAt('/other/score')).toEqual([]);
  });

  it("imports the route's prefetch module and starts it with the route's parameters, decoded", async () => {
    const { links, imported } = run('/m/share/match/football/20617009%20x');
    expect(links).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual([{ url: '/m/assets/share.prefetch.js', params: { sport: 'football', id: '20617009 x' } }]);
  });

  it('imports nothing for a route without a prefetch module, and survives a malformed address', async () => {
    const plain = run('/m/score/detail/1');
    const malformed = run('/m/share/match/%E0%A4%A/1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(plain.imported).toEqual([]);
    expect(malformed.imported).toEqual([{ url: '/m/assets/share.prefetch.js', params: { sport: '%E0%A4%A', id: '1' } }]);
  });

  it('keeps the route table from closing the script element', () => {
    const script = routePreloadScript({ files: ['</script><script>alert(1)</script>'], routes: [['/x', [0]]] }, '/m/');
    expect(script.indexOf('</script>')).toBe(script.length - '</script>'.length);
  });
});
