// The rules of the operators' forms that the console checks before it sends and the server checks again: one module
// both import (the console through the boundary's one exception besides the generated types), so the two cannot drift.
// Each side words its own refusal: the console by its i18n keys, the server by its Chinese messages.

/** A text's length as the rules count it: its characters once trimmed (one outside the BMP counts once). */
export function charCount(text: string): number {
  return [...text.trim()].length;
}

/** Whether a text (a title, a summary) holds 1 to `max` characters once trimmed. */
export function fitsLength(text: string, max: number): boolean {
  const count = charCount(text);
  return count > 0 && count <= max;
}

/** The paragraphs of a plain-text body: its lines, trimmed, the blank ones left out (the fan app prints each as text). */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Whether a plain-text body has 1 to `limits.paragraphs` paragraphs and at most `limits.body` characters as written. */
export function fitsBody(body: string, limits: { body: number; paragraphs: number }): boolean {
  const paragraphs = paragraphsOf(body).length;
  return paragraphs > 0 && paragraphs <= limits.paragraphs && [...body].length <= limits.body;
}

/**
 * An instant written as text (ISO 8601, or the value of a datetime-local field in the browser's time), null when the
 * text is blank or is no time; {@link isBadInstant} tells the two apart.
 */
export function instantOf(text: string | null | undefined): Date | null {
  if (!text?.trim()) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Whether a text says something that is no time (blank is no instant, not a bad one). */
export function isBadInstant(text: string | null | undefined): boolean {
  return Boolean(text?.trim()) && instantOf(text) === null;
}
