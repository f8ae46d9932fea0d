import type { WireMessage } from '../../../runtime/im/protocol/codec.ts';
import type { ChatGateway } from '../gateway-port.ts';
import type { PollKey } from './poll-hub.ts';
import type { StoredPage } from './room-tail.ts';

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
 * the oldest kept), at most 100, then the online-only messages queued for the key. At once (no promise) when the
 * room's tail is in memory, as it is for every poll after the room's first: a delta wakes thousands of polls.
 */
export function collectMessages(gateway: ChatGateway, entry: PollKey, start: number): PollResult | Promise<PollResult> {
  // From the room's tail in memory (room-tail.ts): the database is read once per room, not per poll.
  const stored = gateway.polls.tails.readLoaded(entry.groupId, start, maxPollMessages);
  if (stored) return withOnlineOnly(gateway, entry, start, stored);
  return gateway.polls.tails
    .read(gateway.context.db, entry.groupId, start, maxPollMessages)
    .then((page) => withOnlineOnly(gateway, entry, start, page));
}

function withOnlineOnly(gateway: ChatGateway, entry: PollKey, start: number, stored: StoredPage): PollResult {
  const onlineOnly = gateway.polls.takeOnlineOnly(entry);
  const messages = onlineOnly.length ? [...stored.messages, ...onlineOnly] : stored.messages;
  return { messages, nextSequence: stored.nextSequence, ready: messages.length > 0 || start > stored.nextSequence };
}
