import type { Rollup } from 'vite';
import type { RouteModules } from './route-modules.ts';

/**
 * Route patterns and the chunk files each one needs on first visit beyond the entry's, as indexes into `files`; and
 * the chunk of the route's prefetch module, when it has one.
 */
export interface RoutePreloads {
  files: string[];
  routes: [pattern: string, files: number[], prefetch?: number][];
}

/**
 * For each route, the chunks holding its modules and the chunks those import, leaving out the ones the entry
 * already loads (index.html preloads those itself).
 */
export function routePreloads(
  routes: readonly RouteModules[],
  output: readonly (Rollup.OutputChunk | Rollup.OutputAsset)[],
): RoutePreloads {
  const chunks = output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = new Set<string>();
  const closure = (fileName: string, into: Set<string>) => {
    if (into.has(fileName) || !byName.has(fileName)) return;
    into.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) closure(imported, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, initial);

  const files: string[] = [];
  const indexOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const chunkOf = (module: string) => chunks.find((c) => c.facadeModuleId === module) ?? chunks.find((c) => c.moduleIds.includes(module));
  const preloads: RoutePreloads['routes'] = routes.map((route) => {
    const needed = new Set<string>();
    for (const module of route.modules) {
      const chunk = chunkOf(module);
      if (chunk) closure(chunk.fileName, needed);
    }
    const list = [...needed].filter((f) => !initial.has(f)).map(indexOf);
    // Only a chunk of its own: the script imports it to call its `prefetch` export.
    const prefetch = route.prefetch ? chunks.find((c) => c.facadeModuleId === route.prefetch) : undefined;
    return prefetch ? [route.path, list, indexOf(prefetch.fileName)] : [route.path, list];
  });
  return { files, routes: preloads.filter(([, list, prefetch]) => list.length > 0 || prefetch !== undefined) };
}

/**
 * A small inline script for the page's head: it picks the route the address matches (`:name` is one segment,
 * `:name?` an optional one; the most literal segments win, as in the router) and adds a modulepreload link for
 * each of its chunks, so the page's code and labels download while the entry script does. A route with a prefetch
 * module has it imported at once and its `prefetch` called with the route's parameters: the page's first request
 * leaves as soon as that module and the HTTP client are in, before the entry has arrived and run. The root path
 * stands for the tenant's root redirect, read from the tenant configuration that precedes the script. Any failure
 * leaves the page as it would be without the script (the router starts the prefetch again).
 */
export function routePreloadScript(preloads: RoutePreloads, base: string): string {
  const data = JSON.stringify(preloads).replace(/</g, '\\u003c');
  return `<script>${preloadSource}(${data},${JSON.stringify(base)})</script>`;
}

// Plain ES5 in a string: it runs in the page before any bundle, so it cannot be compiled or imported.
const preloadSource = `(function (d, b) {
  function decoded(v) { try { return decodeURIComponent(v); } catch (e) { return v; } }
  try {
    var p = location.pathname;
    if (p.indexOf(b) !== 0) return;
    p = p.slice(b.length - 1).replace(/\\/+$/, '') || '/';
    if (p === '/') p = JSON.parse(document.getElementById('sideline-tenant').textContent).rootRedirect === 'live' ? '/live' : '/score';
    var s = p.split('/'), best = null, bestScore = -1, bestParams = null;
    d.routes.forEach(function (route) {
      var r = route[0].split('/'), k = 0, score = 0, params = {};
      for (var j = 0; j < r.length; j++) {
        var param = r[j].charAt(0) === ':';
        if (k < s.length && (param || r[j] === s[k])) {
          if (param) params[r[j].slice(1).replace(/\\?$/, '')] = decoded(s[k]); else score++;
          k++;
        }
        else if (r[j].slice(-1) !== '?') return;
      }
      if (k === s.length && score > bestScore) { best = route; bestScore = score; bestParams = params; }
    });
    if (!best) return;
    best[1].forEach(function (f) {
      var l = document.createElement('link');
      l.rel = 'modulepreload';
      l.crossOrigin = '';
      l.href = b + d.files[f];
      document.head.appendChild(l);
    });
    if (best[2] !== undefined) import(b + d.files[best[2]]).then(function (m) { m.prefetch(bestParams); }).catch(function () {});
  } catch (e) {}
})`;
