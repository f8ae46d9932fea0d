import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import type { LongPollResponse } from '../../../runtime/im/protocol/codec.ts';
import { ImError } from '../errors.ts';
import type { ChatGateway } from '../gateway-port.ts';
import { requireGroup } from '../groups.ts';
import { collectMessages } from './collect-messages.ts';
import { encodePollAnswer } from './poll-answer.ts';
import type { PollKey } from './poll-hub.ts';
import type { PollRequest } from './poll-request.ts';
import type { HeldPoll } from './poll-waits.ts';

/** The content type of both ways of the long poll (docs/im-protocol.md). */
export const protobufType = 'application/x-protobuf';
/** HTTP 400's text for a body that is not a LongPollRequest: the client's bug, not a chat error. */
export const badBodyText = 'the body is not the protobuf message this call takes';

/** Group events of long_poll_response: the group is gone; the member was banned from it (spec 001 §4 notice 21). */
const dismissedEvent = 5;
const bannedEvent = 21;

/**
 * Writes a poll's answer (its protobuf bytes, HTTP 200) to where it goes: Fastify's reply (long-poll-routes.ts) or
 * Node's response (fast-poll.ts). A function of the module and its target, not a closure per poll.
 */
export type PollSender<T> = (to: T, bytes: Buffer) => void;

/*
 * What a poll answers, and its ban, are functions of the module, not closures made per poll: the server runs under
 * tsx, which names every closure held in a variable with a property write when it is made, and a match's delta
 * answers thousands of polls at once (docs/decisions.md "Fan-out cost per member").
 */
function answerPoll<T>(send: PollSender<T>, to: T, key: string, response: LongPollResponse): void {
  send(to, encodePollAnswer(key, response));
}

/** Every answer to a key this node took hands back the key brought up to date (last use, online-only messages delivered, presence node). */
function answerRefreshed<T>(send: PollSender<T>, to: T, gateway: ChatGateway, entry: PollKey, response: LongPollResponse): void {
  answerPoll(send, to, gateway.polls.refreshed(entry), response);
}

function answerBanned<T>(send: PollSender<T>, to: T, gateway: ChatGateway, entry: PollKey, key: string, startSequence: number): void {
  gateway.endPollKeys(entry.groupId, entry.memberId);
  answerPoll(send, to, key, { nextSequence: startSequence, events: [bannedEvent] });
}

/**
 * `POST /im/long-poll` once its body is read (docs/im-protocol.md): waits up to the hold for the room's next message
 * and answers it with `send`. Errors of the chat layer are in the answer (HTTP 200); anything else rejects, and the
 * caller answers it as a server fault. `held` counts the poll in progress until its response closes.
 */
export async function answerLongPoll<T>(
  gateway: ChatGateway,
  poll: PollRequest,
  held: HeldPoll,
  send: PollSender<T>,
  to: T,
): Promise<void> {
  // Awaited only when set: each await of a poll is a turn of the event loop's queue, times thousands per delta.
  if (gateway.faults.delayMs > 0) await gateway.faults.delay();
  const injected = gateway.faults.takeFailure('long-poll');
  if (injected !== undefined) return answerPoll(send, to, poll.key, { errorCode: injected, errorInfo: 'injected fault on long-poll' });
  // The key is signed and carries what it grants (poll-key.ts): any gateway node of the cluster answers it.
  const entry = gateway.polls.use(poll.key);
  if (!entry)
    return answerPoll(send, to, poll.key, { errorCode: ServerCode.INVALID_PARAMETER, errorInfo: 'unknown long polling key; join again' });
  if (gateway.polls.isBanned(entry)) return answerBanned(send, to, gateway, entry, poll.key, poll.startSequence);
  if (gateway.polls.counts(entry)) gateway.presence.touch(entry.groupId, entry.memberId);
  try {
    if (!gateway.polls.tails.roomRecentlyChecked(entry.groupId))
      await gateway.polls.tails.checkRoom(entry.groupId, () => requireGroup(gateway.context.db, entry.groupId));
  } catch (error) {
    if (error instanceof ImError && error.code === ServerCode.GROUP_NOT_FOUND)
      return answerRefreshed(send, to, gateway, entry, { nextSequence: poll.startSequence, events: [dismissedEvent] });
    throw error;
  }
  // Listed before the first look, so a message stored in between still wakes this poll.
  held.watch(entry.groupId);
  // Each look is awaited only when the room's tail had to be read: an await is a turn per poll.
  let look = collectMessages(gateway, entry, poll.startSequence);
  let found = look instanceof Promise ? await look : look;
  if (found.ready || gateway.isClosing) held.cancel();
  else {
    await held.until(gateway.settings.longPollHoldMs);
    // Its client went away while it waited (a page closed; thousands at once when a match's viewers leave): the
    // answer would go nowhere, and its writing on a closed response costs Node an Error; what the key is owed stays
    // owed to its next poll.
    if (held.isGone) return;
    // At shutdown the database is about to close: answer what the client has, and it polls the next server.
    if (gateway.isClosing) return answerRefreshed(send, to, gateway, entry, { nextSequence: found.nextSequence });
    if (gateway.polls.isBanned(entry)) return answerBanned(send, to, gateway, entry, poll.key, poll.startSequence);
    look = collectMessages(gateway, entry, poll.startSequence);
    found = look instanceof Promise ? await look : look;
  }
  return answerRefreshed(send, to, gateway, entry, { nextSequence: found.nextSequence, messages: found.messages });
}
