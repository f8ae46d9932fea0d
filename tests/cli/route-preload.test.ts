import { describe, expect, it } from 'vitest';
import { routeCatalogue } from '../../runtime/app/route-catalogue.ts';
import { routeModules } from '../../cli/build/route-modules.ts';
import { routePreloadScript, type RoutePreloads } from '../../cli/build/route-preload.ts';

describe('routeModules', () => {
  const features = Object.keys(routeCatalogue);
  const routes = routeModules(features);

  it('reads a page module for every route of every feature, and the account routes', () => {
    const read = new Set(routes.map((r) => r.path));
    for (const path of [...Object.values(routeCatalogue).flat(), '/login', '/register', '/forget-password']) expect(read, path).toContain(path);
  });

  it("names the route's page and its feature's labels", () => {
    const score = routes.find((r) => r.path === '/score/detail/football/:matchid');
    expect(score?.modules.some((m) => m.endsWith('runtime/features/score/pages/match-detail-page.tsx'))).toBe(true);
    expect(score?.modules.some((m) => m.endsWith('runtime/features/score/messages.ts'))).toBe(true);
    expect(routes.find((r) => r.path === '/login')?.modules.some((m) => m.endsWith('app/account/login-page.tsx'))).toBe(true);
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
    ],
  };

  /** Runs the script as the page would, at `pathname`, and returns the hrefs of the links it added. */
  function preloadedAt(pathname: string, tenant = { rootRedirect: 'score' }): string[] {
    const added: { rel: string; href: string }[] = [];
    const document = {
      getElementById: (id: string) => (id === 'sideline-tenant' ? { textContent: JSON.stringify(tenant) } : null),
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: { rel: string; href: string }) => added.push(link) },
    };
    const body = routePreloadScript(preloads, '/m/').replace(/^<script>/, '').replace(/<\/script>$/, '');
    new Function('location', 'document', body)({ pathname }, document);
    expect(added.every((l) => l.rel === 'modulepreload')).toBe(true);
    return added.map((l) => l.href);
  }

  it("preloads the chunks of the route the address opens", () => {
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

  it('keeps the route table from closing the script element', () => {
    const script = routePreloadScript({ files: ['</script><script>alert(1)</script>'], routes: [['/x', [0]]] }, '/m/');
    expect(script.indexOf('</script>')).toBe(script.length - '</script>'.length);
  });
});
