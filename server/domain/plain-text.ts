import { DomainError } from './errors.ts';

// The texts operators write for fans (news, activities, banners), checked as the console checks them
// (console/validation): lengths count characters, not UTF-16 units, so a Chinese title gets its full length.

/** A one-line text trimmed, 1 to `max` characters, else BAD_INPUT `<name>需要 1 到 <max> 个字`. */
export function lineOf(text: string, max: number, name: string): string {
  const line = text.trim();
  if (line === '' || [...line].length > max) throw new DomainError('BAD_INPUT', `${name}需要 1 到 ${max} 个字`);
  return line;
}

/**
 * The paragraphs of a plain-text body, one per non-blank line, trimmed: 1 to `limits.paragraphs` of them and at most
 * `limits.body` characters in all, else BAD_INPUT naming both limits. Plain text only: the fan app prints each
 * paragraph as text, so markup shows as the characters typed.
 */
export function paragraphsOf(body: string, limits: { body: number; paragraphs: number }, name: string): string[] {
  const paragraphs = body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (paragraphs.length === 0 || [...body].length > limits.body || paragraphs.length > limits.paragraphs)
    throw new DomainError('BAD_INPUT', `${name}需要 1 到 ${limits.body} 个字，最多 ${limits.paragraphs} 段`);
  return paragraphs;
}
