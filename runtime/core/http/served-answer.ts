import { useSession } from '../session/use-session.ts';
import { useAppStore } from '../store/use-app-store.ts';
import type { SentRequest } from './http-client.ts';

/** The id of the JSON the reference server puts into a page's HTML (server/http/first-answers.ts). */
export const servedAnswersId = 'sideline-first-answers';

/** One request the page would make first, and the data of the server's answer, made without a session. */
interface ServedAnswer {
  path: string;
  body: unknown;
  /** The answer differs by fan (a followed match): a signed-in fan asks again. */
  personal: boolean;
  /** The answer is the same in every language (the server config): taken whatever the fan's language. */
  everyLang?: boolean;
  data: unknown;
}

/** What the reference server puts into a page: the answers to its first requests (server/http/first-answers.ts). */
export interface Served {
  /** When the server made the answers, in its clock's milliseconds. */
  at: number;
  /** The language the answers were asked in (team and room names follow it). */
  lang: string;
  answers: ServedAnswer[];
}

/**
 * Older than this, a served answer is not used and the page asks. The score list refreshes every 30 s itself, so an
 * answer younger than that is no staler than what it shows between refreshes; an older one is a page restored long
 * after it loaded, or a phone whose clock is far from the server's.
 */
const freshForMs = 30_000;

let served: Served | null | undefined;

function read(): Served | null {
  if (served !== undefined) return served;
  served = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(servedAnswersId)?.textContent;
  try {
    if (text) served = JSON.parse(text) as Served;
  } catch {
    // A page whose data cannot be read asks the server, as a page without it does.
  }
  return served;
}

/**
 * The answer the server put into the page for exactly this request, as a request already answered, taken once: only
 * when fresh, in the fan's language (unless the same in every language), and for a signed-in fan only when it is the same for everyone. Otherwise null,
 * and the page asks the server (static hosting without the reference server never has one).
 */
export function servedAnswer<T>(path: string, body: unknown, pick: (data: never) => T = (data) => data): SentRequest<T> | null {
  const page = read();
  if (!page || Math.abs(Date.now() - page.at) >= freshForMs) return null;
  const question = JSON.stringify(body);
  const index = page.answers.findIndex((answer) => answer.path === path && JSON.stringify(answer.body) === question);
  const answer = page.answers[index];
  if (!answer || (answer.personal && useSession.getState().user) || (!answer.everyLang && page.lang !== useAppStore.getState().lang))
    return null;
  page.answers.splice(index, 1);
  const data = pick(answer.data as never);
  return { read: () => Promise.resolve(data), readNow: () => ({ data }) };
}

/** The server's render of a landing route (app/prerender.tsx): the answers its rows show, as the page will carry them. */
export function serveAnswers(page: Served): void {
  served = { ...page, answers: [...page.answers] };
}

/** When the server made the page's answers, in its clock's milliseconds; null when the page carries none. */
export function servedAt(): number | null {
  return read()?.at ?? null;
}

/**
 * Whether an answer for the page's own rows (not the config, the same everywhere) is still untaken: refused (old, in
 * another language, for a signed-in fan) or never asked for. Rows the server rendered from it cannot then be hydrated.
 */
export function rowAnswersLeft(): boolean {
  return (read()?.answers ?? []).some((answer) => !answer.everyLang);
}
