import { describe, expect, it } from 'vitest';
import {
  decodeLongPollRequest,
  decodeLongPollResponse,
  encodeLongPollRequest,
  encodeLongPollResponse,
  type LongPollResponse,
  type WireMessage,
} from '../../runtime/im/protocol/codec.ts';
import { encodePollAnswer } from '../im/long-poll/poll-answer.ts';
import { readPollRequest } from '../im/long-poll/poll-request.ts';

const delta = (seq: number): WireMessage => ({
  conversationType: 2,
  from: 'administrator',
  to: 'match_7',
  sequence: 0,
  random: 1000 + seq,
  time: 1_780_000_000,
  onlineOnly: true,
  elements: [
    {
      type: 'TIMCustomElem',
      text: '',
      data: JSON.stringify({ type: 'MatchDelta', matchid: 7, seq, home_score: seq }),
      description: '',
      extension: '',
    },
  ],
});

/** A match's delta wakes thousands of polls: its bytes are encoded once and shared by every answer (poll-answer.ts). */
describe('long-poll answers with shared message bytes', () => {
  it('decode as the whole answer encoded at once would: each poll its own key and sequence, the messages in order', () => {
    const [first, second] = [delta(1), delta(2)];
    for (const response of [
      { key: 'key-a', nextSequence: 12, messages: [first, second] },
      { key: 'key-b', nextSequence: 3, messages: [second] },
      { key: 'key-c', nextSequence: 3, messages: [] },
      { key: 'key-d', nextSequence: 9, events: [5] },
      { key: 'key-e', errorCode: 10004, errorInfo: 'unknown long polling key; join again' },
      // Written without the generic codec: a key of 200 bytes and more (a two-byte length), any UTF-8, sequences at
      // each varint length up to uint32's largest, and none.
      { key: `1.${'k'.repeat(300)}.sig.17`, nextSequence: 0, messages: [first] },
      { key: '房间-ключ', nextSequence: 127, messages: [first, second] },
      { key: 'key-g', nextSequence: 128 },
      { key: 'key-h', nextSequence: 16_384, messages: [] },
      { key: 'key-i', nextSequence: 0xffff_ffff, messages: [second] },
      { key: '', nextSequence: 2_097_152 },
    ] satisfies LongPollResponse[]) {
      expect(decodeLongPollResponse(encodePollAnswer(response.key, response))).toEqual(
        decodeLongPollResponse(encodeLongPollResponse(response)),
      );
    }
    // The messages come through whole, whichever answer encoded them first.
    const read = decodeLongPollResponse(encodePollAnswer('key-f', { nextSequence: 12, messages: [second, first] }));
    expect(read.key).toBe('key-f');
    expect(read.messages.map((message) => JSON.parse(message.elements?.[0]?.data ?? '{}').seq)).toEqual([2, 1]);
  });
});

/** The polls a delta wakes ask again by the thousand: their bodies are read in place (poll-request.ts). */
describe('long-poll requests read in place', () => {
  const generic = (bytes: Uint8Array) => {
    const { key, startSequence } = decodeLongPollRequest(bytes);
    return { key, startSequence };
  };
  const body = (bytes: Uint8Array | number[]) => Buffer.from(bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes));

  it('reads what the generic decoder reads, whatever the body holds', () => {
    const key = `1.${'k'.repeat(300)}.sig.17`;
    const bodies = [
      encodeLongPollRequest({ key, startSequence: 42 }),
      encodeLongPollRequest({ key: 'short', startSequence: 0 }),
      encodeLongPollRequest({ key: 'short', startSequence: 0xffff_ffff }),
      encodeLongPollRequest({ key: '', startSequence: 128 }),
      encodeLongPollRequest({ key: '房间-ключ', startSequence: 7 }),
      encodeLongPollRequest({ key, startSequence: 3, simplifiedMessage: true }),
      // The sequence before the key; the key twice (the last one counts); no key at all.
      [0x10, 0x05, 0x0a, 0x01, 0x61],
      [0x0a, 0x01, 0x61, 0x0a, 0x01, 0x62, 0x10, 0x02],
      [0x10, 0x09],
      [],
    ];
    for (const bytes of bodies) expect(readPollRequest(body(bytes))).toEqual(generic(body(bytes)));
    expect(readPollRequest(body(encodeLongPollRequest({ key, startSequence: 42 })))).toEqual({ key, startSequence: 42 });
  });

  it('refuses a body that is not a LongPollRequest, as the generic decoder does', () => {
    // A key longer than the body; a sequence cut short.
    for (const bytes of [
      [0x0a, 0x05, 0x61],
      [0x0a, 0x01, 0x61, 0x10, 0x80],
    ]) {
      expect(() => generic(body(bytes))).toThrow();
      expect(() => readPollRequest(body(bytes))).toThrow();
    }
  });
});
