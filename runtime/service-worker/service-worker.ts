import { answerKey, servedAnswers } from './answer-keys.ts';
import { listenForPush } from './push-events.ts';
import { workerConfigPlaceholder, type WorkerConfig } from './worker-config.ts';

declare const self: ServiceWorkerGlobalScope;

// The builder writes the site's configuration here (cli/build/service-worker.ts).
const config = JSON.parse(workerConfigPlaceholder) as WorkerConfig;

/** The shell of this build: a new build's worker fills its own and deletes the others once it takes over. */
const shellCache = `sideline-shell-${config.version}`;
/** The landing reads' last answers: data, not code, so they outlive a build. */
const answersCache = 'sideline-answers';

// Installs beside the worker that serves the open pages, which keep their own build's files until they close: no
// skipWaiting, so a new build takes over at the next visit and never under an open page.
self.addEventListener('install', (event) => {
  event.waitUntil(install());
});

/** Fills this build's shell, and keeps the answers its pages came with. */
async function install(): Promise<void> {
  const cache = await caches.open(shellCache);
  await cache.addAll(config.shell);
  for (const path of config.pages) {
    const kept = await cache.match(path);
    if (kept) await keepServedAnswers(await kept.text());
  }
}

/** Keeps the answers a page's HTML carries as the API's (answer-keys.ts says why). */
async function keepServedAnswers(html: string): Promise<void> {
  const answers = await caches.open(answersCache);
  for (const [key, body] of servedAnswers(html, config.servedAnswersId, location.origin, config.reads))
    await answers.put(key, new Response(body, { headers: { 'content-type': 'application/json' } }));
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== shellCache && name !== answersCache).map((name) => caches.delete(name))))
      // The first visit's page is served by no worker; claiming it lets its next requests fill the caches.
      .then(() => self.clients.claim()),
  );
});

/**
 * Pages whose page or list came from the kept copies because the network failed: the page shows its offline notice
 * while it is here, which a browser's own online flag does not say (a phone on a network that answers nothing).
 */
const offlinePages = new Map<string, boolean>();

/** Notes whether a page's last answer came from the network, and tells the page when that changes. */
function noteOffline(clientId: string, offline: boolean): void {
  if (!clientId || (offlinePages.get(clientId) ?? false) === offline) return;
  offlinePages.set(clientId, offline);
  void self.clients.get(clientId).then((client) => client?.postMessage({ sidelineOffline: offline }));
}

// A page asks once it starts listening (app/pwa/offline-shell.ts); it hears of each change after that.
self.addEventListener('message', (event) => {
  const source = event.source as Client | null;
  if (source && event.data === 'sideline:offline?') source.postMessage({ sidelineOffline: offlinePages.get(source.id) ?? false });
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && url.origin === location.origin && url.pathname.startsWith('/m/')) {
    event.respondWith(page(request, url, event.resultingClientId));
  } else if (config.reads.includes(url.pathname)) {
    event.respondWith(read(request, url, event.clientId));
  } else if (request.method === 'GET' && url.origin === location.origin && /^\/m\/(assets|tenant)\//.test(url.pathname)) {
    event.respondWith(hashedFile(request));
  } else if (request.method === 'GET' && config.shell.includes(url.pathname)) {
    event.respondWith(networkFirst(request, shellCache, url.pathname));
  }
});

// Web Push: goal and kickoff notices for the matches a fan follows (docs/push.md).
listenForPush(self);

/** The page's path as the shell keeps it: `/m/score/` and `/m/score?x` are `/m/score`. */
function pagePath(url: URL): string {
  return url.pathname === '/m/' ? url.pathname : url.pathname.replace(/\/+$/, '');
}

/**
 * Pages come from the network while there is one (a fresh page with today's answers), and the last one kept
 * otherwise. The answers a served page carries are kept as the API's, for the offline visit that asks for them.
 */
async function page(request: Request, url: URL, clientId: string): Promise<Response> {
  const path = pagePath(url);
  const kept = config.pages.includes(path) ? path : config.fallbackPage;
  try {
    const response = await fetch(request);
    if (response.ok && kept === path) {
      const html = await response.clone().text();
      const cache = await caches.open(shellCache);
      await cache.put(path, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
      await keepServedAnswers(html);
    }
    return response;
  } catch (error) {
    const cached = await caches.match(kept, { cacheName: shellCache });
    if (!cached) throw error;
    noteOffline(clientId, true);
    return cached;
  }
}

/** A landing read: the network's answer, kept; offline, the last one kept for the same question. */
async function read(request: Request, url: URL, clientId: string): Promise<Response> {
  const body = request.method === 'POST' ? await request.clone().text() : url.search;
  let question: unknown = body;
  try {
    question = request.method === 'POST' ? JSON.parse(body || '{}') : body;
  } catch {
    // Not JSON: kept under its text.
  }
  const key = answerKey(location.origin, url.pathname, url.searchParams.get('lang') ?? 'cn', question);
  const cache = await caches.open(answersCache);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    noteOffline(clientId, false);
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (!cached) throw error;
    noteOffline(clientId, true);
    return cached;
  }
}

/** A file whose name holds its hash never changes: the kept copy, else the network's, kept for next time. */
async function hashedFile(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(shellCache);
    await cache.put(request, response.clone());
  }
  return response;
}

/** Anything else of the shell (the manifest): the network's, else the kept copy. */
async function networkFirst(request: Request, cacheName: string, key: string): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(cacheName)).put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName });
    if (cached) return cached;
    throw error;
  }
}
