/** A character's width (spec 000 §5): non-ASCII characters and ^ count 2, others 1. */
const charWidth = (char: string) => (char === '^' || char.codePointAt(0)! > 0x7f ? 2 : 1);

/** Text length as the spec counts it. Characters, not UTF-16 units: an emoji is one character of width 2. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** The longest start of `text` whose width is at most `maxWidth`; a wide character is never cut in half. */
export function truncateByWidth(text: string, maxWidth: number): string {
  let width = 0;
  let result = '';
  for (const char of text) {
    width += charWidth(char);
    if (width > maxWidth) break;
    result += char;
  }
  return result;
}

/** Numbers are extracted by stripping non-digits (spec 000 §5): "1,234 金币" is 1234; no digits is NaN. */
export function extractNumber(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}
