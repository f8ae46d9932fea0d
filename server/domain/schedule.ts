import { instantOf as writtenInstant, isBadInstant } from '../../schema/form-rules.ts';
import { DomainError } from './errors.ts';

/**
 * Where a scheduled row (a banner, an announcement, a news item) stands for the fans at an instant (docs/decisions.md
 * "Content statuses"): a draft or a withdrawn row never shows; a published one is scheduled before its publish time,
 * live until its end, ended after.
 */
export type ScheduleState = 'draft' | 'scheduled' | 'live' | 'ended' | 'withdrawn';

/** What an operator last did to a scheduled row. */
export type ScheduleStatus = 'draft' | 'published' | 'withdrawn';

/** Where a row in `status`, shown from `publishAt` (null: at once) until `endAt` (null: no end), stands at `now`. */
export function scheduleState(status: ScheduleStatus, publishAt: Date | null, endAt: Date | null, now: Date): ScheduleState {
  if (status !== 'published') return status;
  if (publishAt && publishAt > now) return 'scheduled';
  if (endAt && endAt <= now) return 'ended';
  return 'live';
}

/**
 * An instant an operator wrote (ISO 8601), null for none; BAD_INPUT naming the field (`name`) when it is not one. The
 * console reads its fields by the same rule (schema/form-rules.ts).
 */
export function instantOf(text: string | null | undefined, name: string): Date | null {
  if (isBadInstant(text)) throw new DomainError('BAD_INPUT', `${name}不是有效的时间`);
  return writtenInstant(text);
}
