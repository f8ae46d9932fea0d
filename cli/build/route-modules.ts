import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseSync } from 'vite';
import { packagePaths } from './paths.ts';
import { featureEntry } from './tenant-plugin.ts';

/** A route of the app and the modules its first render waits for (its page, and its feature's labels). */
export interface RouteModules {
  /** The route's path as the router declares it (`/score/detail/:matchid`, `/rec-category/:id?`). */
  path: string;
  /** Absolute paths of the modules the route loads on first visit. */
  modules: string[];
  /** The route's own prefetch module (FeatureRoute.prefetch), which the page's head may run before the app starts. */
  prefetch?: string;
}

/** Where the shell declares the account routes, which every tenant has. */
const accountRoutesFile = join(packagePaths.runtime, 'app/account/account-routes.ts');

/**
 * What the app's chat loader imports (runtime/app/chat/chat-loader.ts): the SDK and its start. A route whose prefetch
 * starts the chat (calls `loadChatSdk`) needs its chunks on first visit as much as its page's: /c2c's first rows wait
 * for the chat's login, which waited for the SDK's chunk to be asked for once the entry had run.
 */
export const chatStartModule = join(packagePaths.runtime, 'app/chat/start-chat.ts');

/**
 * The routes of the given features (and the account routes) with the modules each one imports on first visit,
 * read from the source: every object literal with a string `path` names its page through an `import()` in its
 * other properties, directly or through a `const x = () => import(...)` of the same file. A feature's labels come
 * from the `import()` in its `messages` property; a route's prefetch module is the one in its `prefetch`, and a route
 * whose `prefetch` starts the chat needs the chat's start as well ({@link chatStartModule}). The router
 * does the same at run time; reading it here lets the page ask for a route's chunks (and start its first request)
 * before the entry script has run.
 */
export function routeModules(features: readonly string[]): RouteModules[] {
  const routes = features.flatMap((name) => routesOf(featureEntry(name)));
  return [...routes, ...routesOf(accountRoutesFile)];
}

interface Node {
  type: string;
  [key: string]: unknown;
}

function routesOf(file: string): RouteModules[] {
  const { program, errors } = parseSync(file, readFileSync(file, 'utf8'));
  if (errors.length > 0) throw new Error(`cannot read the routes of ${file}: ${errors[0]?.message ?? 'parse error'}`);
  const consts = new Map<string, Node>();
  const objects: Node[] = [];
  walk(program as unknown as Node, (node) => {
    if (node.type === 'VariableDeclarator' && isNode(node.init)) {
      const id = node.id as Node;
      if (id.type === 'Identifier') consts.set(id.name as string, node.init);
    }
    if (node.type === 'ObjectExpression') objects.push(node);
  });
  const importsIn = (node: Node): string[] => {
    const found: string[] = [];
    walk(node, (inner) => {
      if (inner.type === 'ImportExpression') found.push(resolve(dirname(file), (inner.source as Node).value as string));
      else if (inner.type === 'Identifier' && consts.has(inner.name as string)) found.push(...importsIn(consts.get(inner.name as string)!));
    });
    return found;
  };
  const mentions = (node: Node, name: string): boolean => {
    let found = false;
    walk(node, (inner) => {
      if (inner.type !== 'Identifier') return;
      if (inner.name === name) found = true;
      else if (consts.has(inner.name as string)) found ||= mentions(consts.get(inner.name as string)!, name);
    });
    return found;
  };
  const properties = (object: Node) => (object.properties as Node[]).filter((p) => p.type === 'Property');
  const keyOf = (property: Node) => (property.key as Node).name ?? (property.key as Node).value;
  const labels = objects.flatMap((o) =>
    properties(o)
      .filter((p) => keyOf(p) === 'messages')
      .flatMap((p) => importsIn(p.value as Node)),
  );
  return objects.flatMap((object) => {
    const path = properties(object).find((p) => keyOf(p) === 'path' && (p.value as Node).type === 'Literal');
    if (!path || typeof (path.value as Node).value !== 'string') return [];
    const modules = properties(object)
      .filter((p) => p !== path)
      .flatMap((p) => importsIn(p.value as Node));
    const prefetch = properties(object).find((p) => keyOf(p) === 'prefetch');
    const prefetchModule = prefetch ? importsIn(prefetch.value as Node)[0] : undefined;
    if (modules.length === 0) return [];
    const chat = prefetch && mentions(prefetch.value as Node, 'loadChatSdk') ? [chatStartModule] : [];
    return [
      {
        path: (path.value as Node).value as string,
        modules: [...new Set([...modules, ...labels, ...chat])],
        ...(prefetchModule ? { prefetch: prefetchModule } : {}),
      },
    ];
  });
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Visits every node of an ESTree tree, depth first. */
function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) walk(item, visit);
    if (isNode(value)) walk(value, visit);
  }
}
