import { encodeLongPollResponse, type LongPollResponse, type WireMessage } from '../../../runtime/im/protocol/codec.ts';

/**
 * Each message's bytes as the `messages` field of an answer, encoded once for every poll that answers with it: a
 * match's delta wakes thousands of polls at once (bench/match-fanout.ts), which re-encoded the same message each.
 * Held as long as the message object is (the room's tail, a key's online-only queue).
 */
const encodedMessages = new WeakMap<WireMessage, Uint8Array>();

/** LongPollResponse's field tags (im.proto): key = 3 (length-delimited), next_sequence = 4 (varint). */
const keyTag = (3 << 3) | 2;
const nextSequenceTag = (4 << 3) | 0;
/** uint32's largest value: a sequence beyond it is not a wire value, and goes through the generic codec. */
const maxUint32 = 0xffff_ffff;

const varintLength = (value: number): number => {
  let length = 1;
  for (let rest = value; rest >= 0x80; rest = Math.floor(rest / 0x80)) length += 1;
  return length;
};

function writeVarint(buffer: Buffer, offset: number, value: number): number {
  let rest = value;
  while (rest >= 0x80) {
    buffer[offset++] = (rest % 0x80) | 0x80;
    rest = Math.floor(rest / 0x80);
  }
  buffer[offset++] = rest;
  return offset;
}

function sharedBytes(message: WireMessage): Uint8Array {
  let bytes = encodedMessages.get(message);
  if (!bytes) encodedMessages.set(message, (bytes = encodeLongPollResponse({ messages: [message] })));
  return bytes;
}

/**
 * A LongPollResponse's bytes (`key` given apart, so no answer is copied to add it): the fields of this poll (key, next sequence, error, events) encoded, then each message's
 * shared bytes. Protobuf reads fields in any order and appends a repeated field's items, so the client decodes the
 * same answer `encodeLongPollResponse` would give. The answer a delta wakes thousands of (a key and a sequence, no
 * error or event) is written straight into one buffer of its exact size: the generic codec made a writer, its parts
 * and a copy per poll.
 */
export function encodePollAnswer(key: string | undefined, response: LongPollResponse): Buffer {
  const nextSequence = response.nextSequence ?? 0;
  const plain = response.errorCode == null && response.errorInfo == null && !response.events?.length && !response.$unknowns;
  if (!plain || typeof key !== 'string' || !Number.isInteger(nextSequence) || nextSequence < 0 || nextSequence > maxUint32)
    return encodeGeneric(key, response);
  const messages = response.messages ?? [];
  const keyLength = Buffer.byteLength(key);
  const shared = messages.map(sharedBytes);
  let length = 1 + varintLength(keyLength) + keyLength + 1 + varintLength(nextSequence);
  for (const bytes of shared) length += bytes.byteLength;
  const answer = Buffer.allocUnsafe(length);
  answer[0] = keyTag;
  let offset = writeVarint(answer, 1, keyLength);
  offset += answer.write(key, offset);
  answer[offset++] = nextSequenceTag;
  offset = writeVarint(answer, offset, nextSequence);
  for (const bytes of shared) {
    answer.set(bytes, offset);
    offset += bytes.byteLength;
  }
  return answer;
}

function encodeGeneric(key: string | undefined, response: LongPollResponse): Buffer {
  const { messages, ...own } = response;
  return Buffer.concat([encodeLongPollResponse({ ...own, key }), ...(messages ?? []).map(sharedBytes)]);
}
