/** A character's width (spec 000 §5): non-ASCII characters and ^ count 2, others 1. */
const charWidth = (char: string) => (char === '^' || char.codePointAt(0)! > 0x7f ? 2 : 1);

/** Text length as the spec counts it. Characters, not UTF-16 units: an emoji is one character of width 2. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** What a cut name ends with; one character, so it measures 2 by the rule above (it is not ASCII). */
export const ellipsis = '…';

/**
 * `text` cut to at most `maxWidth` as textWidth measures it (spec 000 §5: "truncation uses that width"), ending in "…"
 * when it cuts. Text that fits is returned as it is. The ellipsis counts by the same rule as any other character, 2,
 * so the result never measures more than `maxWidth`: the width a place allows is the width its text takes, and 2 is
 * about what "…" takes on screen (one Chinese character's width). A wide character is never cut in half, and spaces
 * before the ellipsis are dropped ("Real …" reads as a word missing). When not even the ellipsis fits, the longest
 * start that fits is returned without one.
 */
export function truncateByWidth(text: string, maxWidth: number): string {
  if (textWidth(text) <= maxWidth) return text;
  const room = maxWidth - textWidth(ellipsis);
  if (room < 0) return longestStart(text, maxWidth);
  return `${longestStart(text, room).trimEnd()}${ellipsis}`;
}

/** The longest start of `text` whose width is at most `maxWidth`. */
function longestStart(text: string, maxWidth: number): string {
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

/**
 * The width (spec 000 §5 units) to cut a name to so that it fills the room of `chineseCharacters` Chinese characters
 * on screen. In cn that is 2 per character, as the spec counts. The spec counts a Latin letter as half a Chinese
 * character, but in the app's fonts it averages more (at 14 px "Southampton", 11 units, is 90 px where 6 Chinese
 * characters, 12 units, are 84 px), so other languages get 7/8 of the units and pt-br names fit the same room.
 */
export function fittingWidth(chineseCharacters: number, language: string): number {
  const units = chineseCharacters * 2;
  return language === 'cn' ? units : Math.floor((units * 7) / 8);
}

/**
 * A name cut to the room of `chineseCharacters` Chinese characters on screen: truncateByWidth at the fittingWidth of
 * the fan's language. Each place that shows a name picks its room; the name is cut by the spec's rule, never clipped.
 */
export function fitToRoom(text: string, chineseCharacters: number, language: string): string {
  return truncateByWidth(text, fittingWidth(chineseCharacters, language));
}
