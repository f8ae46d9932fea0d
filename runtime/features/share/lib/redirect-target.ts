/** Characters a pasted address may carry around it: the fan never meant them, so they are cut before checking. */
const surrounding = /^[\s\u0000-\u001f\u007f-\u009f]+|[\s\u0000-\u001f\u007f-\u009f]+$/g;

/**
 * Control characters inside an address. The URL parser silently drops tabs and newlines (`java\tscript:` becomes
 * `javascript:`, `https://exa\nmple.org` becomes another host), so an address that needs such repairs is refused
 * rather than guessed at. A plain space is kept: the parser encodes it as %20, and `+` in a query decodes to one.
 */
const inside = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The address /pp/talk may send the fan to (spec 000 §2), or null when it must not navigate.
 *
 * Only an absolute `http:` or `https:` address with a host passes: `javascript:`, `data:`, `vbscript:` and every other
 * scheme, relative paths and scheme-relative `//host` addresses are refused, whatever their case. The answer is the
 * parser's own serialisation, so the address checked is exactly the address navigated to.
 */
export function redirectTarget(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw.replace(surrounding, '');
  if (!/^https?:\/\//i.test(text) || inside.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  return url.href;
}
