import type { Message } from '../../../im/index.ts';
import { clockLabel, dayName, sameDay, type DayName } from './chat-time.ts';

/** A new time line shows when this much time passed since the previous message, as in WeChat. */
export const timeGapSeconds = 5 * 60;

/** A message's identity before and after the server numbers it (its ID changes then; from, to and random do not). */
export const messageKey = (message: Pick<Message, 'from' | 'to' | 'random'>): string => `${message.from}-${message.to}-${message.random}`;

export type TimelineEntry =
  { kind: 'separator'; key: string; day: DayName; time: string } | { kind: 'message'; key: string; message: Message };

/**
 * The chat room's rows: the messages, oldest first, each preceded by a separator naming its day and time when it is
 * the first, starts a new China-time day, or comes more than five minutes after the previous one.
 */
export function timeline(messages: readonly Message[], nowSeconds: number): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  let previous: Message | undefined;
  for (const message of messages) {
    const key = messageKey(message);
    if (!previous || !sameDay(previous.time, message.time) || message.time - previous.time > timeGapSeconds) {
      entries.push({ kind: 'separator', key: `at-${key}`, day: dayName(message.time, nowSeconds), time: clockLabel(message.time) });
    }
    entries.push({ kind: 'message', key, message });
    previous = message;
  }
  return entries;
}
