import type { FastifyInstance } from 'fastify';
import { serverDate } from '../clock.ts';
import { apiStatus, type Envelope } from './envelope.ts';

/** Where the page looks for the answers (runtime/core/http/served-answer.ts's servedAnswersId). */
const scriptId = 'sideline-first-answers';

/**
 * One request a landing page makes before anything else, exactly as its route's prefetch sends it (same path, same
 * body): the page finds the answer by both. `personal` answers differ by fan, so the server's (a guest's) serves
 * guests only.
 */
interface FirstRequest {
  method: 'GET' | 'POST';
  path: string;
  body: Record<string, unknown>;
  personal: boolean;
  /** The answer is the same in every language: the page takes it whatever the fan's language. */
  everyLang?: true;
}

/**
 * The first requests of each landing route: today's matches of every sport, tab and filter for /score (its
 * api/day-matches.ts prefetch); the categories and every room on air for /live (its page's prefetch); the room of
 * /live-detail/{anchor id} (its page's prefetch; it differs by fan: the follow, the fan's role, the watch log).
 */
const firstRequests: { route: RegExp; requests: (now: Date, params: string[]) => FirstRequest[] }[] = [
  {
    route: /^\/score$/,
    requests: (now) => [
      {
        method: 'POST',
        path: '/api/race/getDateMatch',
        // The China Standard Time day holding `now`: the day /score opens on (runtime's cstDate).
        body: { date: serverDate(now), sport_id: 0, tab: 'all', filter: 'all' },
        personal: true,
      },
    ],
  },
  {
    route: /^\/live$/,
    requests: () => [
      { method: 'GET', path: '/webapi/live/getCategory', body: {}, personal: false },
      { method: 'POST', path: '/api/live/getRealLives', body: {}, personal: false },
    ],
  },
  {
    // The page asks only for a positive whole anchor id, as a number.
    route: /^\/live-detail\/([1-9][0-9]{0,8})$/,
    requests: (_now, [anchorId]) => [
      { method: 'POST', path: '/webapi/live/getLivePageData', body: { anchorid: Number(anchorId) }, personal: true },
    ],
  },
];

/** A landing route's own first requests; none for any other route. */
function landingRequests(route: string, now: Date): FirstRequest[] | null {
  for (const landing of firstRequests) {
    const match = route.match(landing.route);
    if (match) return landing.requests(now, match.slice(1));
  }
  return null;
}

/**
 * The server config, which the app asks on every route as it starts (runtime/core/boot.ts) and the chat waits for (its
 * `im_sdkappid`): the same for every fan and in every language, so every page the server serves carries it.
 */
const commonConfig: FirstRequest = { method: 'GET', path: '/api/config/getCommonConfig', body: {}, personal: false, everyLang: true };

/**
 * A page waits for its answers no longer than this: a slow database must not hold the page back, which then asks
 * for its data itself as it does on static hosting.
 */
const waitAtMostMs = 1_000;

/** What goes into a landing page's head: the answers as JSON and, when known, the largest image to preload. */
export interface FirstAnswers {
  head: string;
  /** A landing route's answers as the page carries them, which its rows can be rendered from (http/row-render.ts). */
  rowsFrom?: unknown;
}

/**
 * Asks this server the route's first requests (a landing route's, and the server config on every route), in the
 * page's language, as a guest on the page's host, and gives them as a `<script type="application/json">` (escaped so
 * that no text of an answer can close the tag) with the server's time, plus a preload of /live's first room cover.
 * Null when any request fails or is slow: the page is then served as built, and asks.
 */
export async function firstAnswers(
  app: FastifyInstance,
  route: string,
  lang: string,
  now: Date,
  host: string | undefined,
): Promise<FirstAnswers | null> {
  // A route's first requests: its own, if it is a landing route, and the server config.
  const landing = landingRequests(route, now);
  const requests = [...(landing ?? []), commonConfig];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitAtMostMs)));
  try {
    const answers = await Promise.race([Promise.all(requests.map((request) => ask(app, request, lang, host))), late]);
    if (!answers || answers.some((answer) => answer === null)) return null;
    const served = {
      at: now.getTime(),
      lang,
      answers: requests.map((request, index) => ({
        path: request.path,
        body: request.body,
        personal: request.personal,
        ...(request.everyLang && { everyLang: true }),
        data: answers[index],
      })),
    };
    const cover = firstCover(served.answers);
    const preload = cover ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(cover)}" />` : '';
    const head = `${preload}<script type="application/json" id="${scriptId}">${scriptJson(served)}</script>`;
    return landing ? { head, rowsFrom: served } : { head };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

async function ask(app: FastifyInstance, request: FirstRequest, lang: string, host: string | undefined): Promise<unknown> {
  // The common query parameters the app sends (runtime/core/http/api.ts), without a session.
  const query = { platform: '3', lang };
  const response = await app.inject({
    method: request.method,
    url: request.path,
    query,
    headers: host ? { host } : {},
    ...(request.method === 'POST' ? { payload: request.body } : {}),
  });
  if (response.statusCode !== 200) return null;
  const envelope = response.json<Envelope<unknown>>();
  return envelope.status === apiStatus.ok ? envelope.data : null;
}

/**
 * The page's largest paint when it is an image known before the page has run: the cover of the first room of /live's
 * list, the room's cover on /live-detail (the video's poster). A path on this server stays a path: the page resolves
 * it against its own origin, as the app's API host is when the site names none.
 */
function firstCover(answers: { path: string; data: unknown }[]): string | undefined {
  const data = (path: string) => answers.find((answer) => answer.path === path)?.data;
  const rooms = data('/api/live/getRealLives') as { list?: { cover?: unknown }[] } | undefined;
  const room = data('/webapi/live/getLivePageData') as { cover?: unknown } | undefined;
  const cover = rooms?.list?.[0]?.cover ?? room?.cover;
  return typeof cover === 'string' && /^(https?:\/\/|\/(?!\/))/.test(cover) ? cover : undefined;
}

/** JSON that stays inside its <script>: `<`, `>`, `&` and the line separators JavaScript once refused are escaped. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
