/**
 * `text` with `emoji` put where the caret is (`start`; over the selection up to `end`, as typing would), and where
 * the caret goes next: right after it. Offsets are the field's, in UTF-16 units; `maxLength` keeps the field's limit
 * (nothing is inserted past it).
 */
export function insertEmoji(text: string, emoji: string, start: number, end: number, maxLength: number): { text: string; caret: number } {
  const from = Math.min(Math.max(0, start), text.length);
  const to = Math.min(Math.max(from, end), text.length);
  const next = text.slice(0, from) + emoji + text.slice(to);
  if (next.length > maxLength) return { text, caret: to };
  return { text: next, caret: from + emoji.length };
}
