import { decodeLongPollRequest } from '../../../runtime/im/protocol/codec.ts';

/** What a long poll asks: its key, and the first sequence it wants. */
export interface PollRequest {
  key: string;
  startSequence: number;
}

/** LongPollRequest's field tags (im.proto): key = 1 (length-delimited), start_sequence = 2 (varint). */
const keyTag = (1 << 3) | 2;
const startSequenceTag = (2 << 3) | 0;

/** A varint of at most 5 bytes (a uint32) at `offset`: its value and the offset after it, or undefined. */
function readVarint(bytes: Uint8Array, offset: number): [number, number] | undefined {
  let value = 0;
  for (let shift = 0, at = offset; at < bytes.length && shift < 35; shift += 7, at++) {
    value += (bytes[at] & 0x7f) * 2 ** shift;
    if (bytes[at] < 0x80) return value > 0xffff_ffff ? undefined : [value, at + 1];
  }
  return undefined;
}

/**
 * The poll's key and start sequence. The body every SDK sends (the key in ASCII, then the sequence, nothing else) is
 * read in place: a match's delta has thousands of polls ask again at once, and the generic decoder made a reader and
 * decoded the key's characters one by one for each. Anything else goes through the generic decoder, which throws on a
 * body that is not a LongPollRequest.
 */
export function readPollRequest(body: Buffer): PollRequest {
  if (body[0] === keyTag) {
    const length = readVarint(body, 1);
    if (length) {
      const [keyLength, keyStart] = length;
      const keyEnd = keyStart + keyLength;
      let ascii = keyEnd <= body.length;
      for (let at = keyStart; ascii && at < keyEnd; at++) ascii = body[at] < 0x80;
      const sequence = keyEnd === body.length ? [0, keyEnd] : body[keyEnd] === startSequenceTag ? readVarint(body, keyEnd + 1) : undefined;
      if (ascii && sequence && sequence[1] === body.length)
        return { key: body.toString('latin1', keyStart, keyEnd), startSequence: sequence[0] };
    }
  }
  const { key, startSequence } = decodeLongPollRequest(body);
  return { key, startSequence };
}
