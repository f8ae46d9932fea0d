/** A run of text, and whether it is an occurrence of the keyword. */
export interface TextPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` around every occurrence of `keyword`, ignoring case as the server does. The parts are plain text for
 * React to render (matches inside <mark>), never HTML: a name or keyword with markup in it stays text.
 */
export function splitByKeyword(text: string, keyword: string): TextPart[] {
  if (!text) return [];
  if (!keyword) return [{ text, match: false }];
  // A capturing split puts the matches at the odd indexes.
  return text
    .split(new RegExp(`(${escapeRegExp(keyword)})`, 'iu'))
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
