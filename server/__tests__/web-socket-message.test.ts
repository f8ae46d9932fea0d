import ws from 'ws';
import { describe, expect, it } from 'vitest';
import { webSocketMessage } from '../im/connection.ts';

/** ws's frame reader, exported by the package though not by its types. */
interface FrameReader {
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  write(chunk: Buffer): void;
}
const { Receiver } = ws as unknown as { Receiver: new (options: { isServer: boolean }) => FrameReader };

/** What ws's own reader (the one a client's socket runs) makes of the framed bytes: each message and its kind. */
function read(framed: Uint8Array): { messages: Buffer[]; binary: boolean[]; errors: Error[] } {
  const receiver = new Receiver({ isServer: false });
  const got = { messages: [] as Buffer[], binary: [] as boolean[], errors: [] as Error[] };
  receiver.on('message', (data: Buffer, isBinary: boolean) => {
    got.messages.push(data);
    got.binary.push(isBinary);
  });
  receiver.on('error', (error: Error) => got.errors.push(error));
  receiver.write(Buffer.from(framed));
  return got;
}

/** A live room's push is framed once for all its sockets (group-sockets.ts): every length reads back as one message. */
describe('a push framed once as a WebSocket message', () => {
  it.each([0, 1, 125, 126, 300, 65_535, 65_536, 70_000])('carries %i bytes as one binary message', (length) => {
    const bytes = Uint8Array.from({ length }, (_, index) => (index * 31 + 7) % 256);
    const got = read(webSocketMessage(bytes));
    expect(got.errors).toEqual([]);
    expect(got.binary).toEqual([true]);
    expect(Buffer.compare(got.messages[0]!, Buffer.from(bytes))).toBe(0);
  });

  it('reads back two pushes written one after the other in their order', () => {
    const first = webSocketMessage(Buffer.from('first'));
    const second = webSocketMessage(Buffer.alloc(200, 1));
    const got = read(Buffer.concat([first, second]));
    expect(got.messages.map((message) => message.length)).toEqual([5, 200]);
    expect(got.messages[0]!.toString()).toBe('first');
  });
});
