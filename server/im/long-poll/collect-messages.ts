import type { WireMessage } from '../../../runtime/im/protocol/codec.ts';
import type { ImGateway } from '../gateway.ts';
import { nextGroupSequence } from '../groups.ts';
import { groupMessagesFrom, groupSequenceRange } from '../store/history-store.ts';
import { wireMessage } from '../wire.ts';
import type { PollKey } from './poll-hub.ts';

/** Most messages one poll answers; the next poll continues from its next_sequence. */
const maxPollMessages = 100;

export interface PollResult {
  messages: WireMessage[];
  nextSequence: number;
  /** Answer now: there are messages, or the client asked from a sequence the group has not reached (a reset server). */
  ready: boolean;
}

/**
 * What a poll from `start` gets: stored messages from there (0: from the next one; older than the oldest kept: from
 * the oldest kept), at most 100, then the online-only messages queued for the key.
 */
export async function collectMessages(gateway: ImGateway, entry: PollKey, start: number): Promise<PollResult> {
  const db = gateway.context.db;
  const next = await nextGroupSequence(db, entry.groupId);
  if (start > next) return { messages: entry.onlineOnly.splice(0), nextSequence: next, ready: true };
  const { oldest } = await groupSequenceRange(db, entry.groupId);
  const from = Math.max(start === 0 ? next : start, oldest);
  const rows = await groupMessagesFrom(db, entry.groupId, from, maxPollMessages);
  const messages = [...rows.map((row) => wireMessage(row)), ...entry.onlineOnly.splice(0)];
  return { messages, nextSequence: rows.length > 0 ? rows[rows.length - 1].sequence + 1 : from, ready: messages.length > 0 };
}
