/**
 * Text a hostile user writes into every field the app shows to others (issue "Every call hardened", item 4): markup
 * that would run if rendered as HTML (each calls window.f, which the browser tests define to set window.__xss), links
 * that would run if used as an address, CSS that would hide the page, direction and invisible characters that would
 * disguise a name, and one word long enough to push a screen sideways. Each field takes what fits its limit.
 */
export const hostileCorpus: Readonly<Record<string, string>> = {
  scriptTag: '<script>f()</script>',
  imgOnerror: '<img src=x onerror=f()>',
  svgOnload: '<svg onload=f()>',
  attributeBreakout: '"><img src=x onerror=f()>',
  javascriptUrl: 'javascript:f()//',
  dataUrl: 'data:text/html,<script>f()</script>',
  cssInjection: '</style><style>*{display:none}</style>',
  bidiOverride: '\u202Eredro\u202C \u2067fan\u2069',
  zeroWidth: 'g\u200Bo\u200Cl\u200D!\uFEFF',
  longWord: 'G'.repeat(10_000),
};

/** The corpus entry cut to a field's limit in characters (and padded to its minimum, e.g. an address's 4). */
export function fitted(text: string, max: number, min = 1): string {
  const cut = [...text].slice(0, max).join('');
  return cut.length >= min ? cut : cut.padEnd(min, '_');
}
