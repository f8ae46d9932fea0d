import { encodeLongPollResponse, type LongPollResponse, type WireMessage } from '../../../runtime/im/protocol/codec.ts';

/**
 * Each message's bytes as the `messages` field of an answer, encoded once for every poll that answers with it: a
 * match's delta wakes thousands of polls at once (bench/match-fanout.ts), which re-encoded the same message each.
 * Held as long as the message object is (the room's tail, a key's online-only queue).
 */
const encodedMessages = new WeakMap<WireMessage, Uint8Array>();

/**
 * A LongPollResponse's bytes: the fields of this poll (key, next sequence, error, events) encoded, then each message's
 * shared bytes. Protobuf reads fields in any order and appends a repeated field's items, so the client decodes the
 * same answer `encodeLongPollResponse` would give.
 */
export function encodePollAnswer(response: LongPollResponse): Buffer {
  const { messages, ...own } = response;
  const parts: Uint8Array[] = [encodeLongPollResponse(own)];
  for (const message of messages ?? []) {
    let bytes = encodedMessages.get(message);
    if (!bytes) encodedMessages.set(message, (bytes = encodeLongPollResponse({ messages: [message] })));
    parts.push(bytes);
  }
  return Buffer.concat(parts);
}
