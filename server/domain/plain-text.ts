import { fitsBody, fitsLength, paragraphsOf as paragraphs } from '../../schema/form-rules.ts';
import { DomainError } from './errors.ts';

// The texts operators write for fans (news, activities, banners), checked by the rules the console checks before it
// sends (schema/form-rules.ts, which both import): lengths count characters, not UTF-16 units, so a Chinese title
// gets its full length.

/** A one-line text trimmed, 1 to `max` characters, else BAD_INPUT `<name>需要 1 到 <max> 个字`. */
export function lineOf(text: string, max: number, name: string): string {
  if (!fitsLength(text, max)) throw new DomainError('BAD_INPUT', `${name}需要 1 到 ${max} 个字`);
  return text.trim();
}

/**
 * The paragraphs of a plain-text body, one per non-blank line, trimmed: 1 to `limits.paragraphs` of them and at most
 * `limits.body` characters in all, else BAD_INPUT naming both limits. Plain text only: the fan app prints each
 * paragraph as text, so markup shows as the characters typed.
 */
export function paragraphsOf(body: string, limits: { body: number; paragraphs: number }, name: string): string[] {
  if (!fitsBody(body, limits)) throw new DomainError('BAD_INPUT', `${name}需要 1 到 ${limits.body} 个字，最多 ${limits.paragraphs} 段`);
  return paragraphs(body);
}
