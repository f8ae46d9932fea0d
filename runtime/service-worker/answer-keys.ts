/**
 * The key a landing read's answer is kept under: the Cache API keeps GET requests only, and the reads are POSTs, so
 * the key is a GET address made of the path, the fan's language (the answer's team names follow it) and the body
 * with its keys in order (the page and the server write the same question in different orders).
 */
export function answerKey(origin: string, path: string, lang: string, body: unknown): string {
  return `${origin}${path}?sw-lang=${encodeURIComponent(lang)}&sw-body=${encodeURIComponent(canonicalJson(body))}`;
}

/** JSON with object keys sorted, at every depth. */
export function canonicalJson(value: unknown): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sorted(value ?? {}));
}

/** One answer the reference server put into a page (server/http/first-answers.ts). */
interface ServedAnswer {
  path: string;
  body: unknown;
  data: unknown;
}

/**
 * The answers a page's HTML carries, as the API would have answered them (the envelope of spec 000 §7), keyed as
 * {@link answerKey} keys a request for them: a page served with its list never asks for it, yet the list must answer
 * offline the next time, when the page's copy is too old to be taken and the page asks.
 */
export function servedAnswers(html: string, scriptId: string, origin: string, reads: readonly string[]): [string, string][] {
  const start = html.indexOf(`id="${scriptId}"`);
  if (start < 0) return [];
  const open = html.indexOf('>', start) + 1;
  const close = html.indexOf('</script>', open);
  try {
    const served = JSON.parse(html.slice(open, close)) as { lang: string; answers: ServedAnswer[] };
    return served.answers
      .filter((answer) => reads.includes(answer.path))
      .map((answer) => [
        answerKey(origin, answer.path, served.lang, answer.body),
        JSON.stringify({ data: answer.data, msg: '', status: 0 }),
      ]);
  } catch {
    // A page whose answers cannot be read keeps none: the next request made online will.
    return [];
  }
}
