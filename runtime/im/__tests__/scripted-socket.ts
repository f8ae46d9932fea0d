import type { SocketEvent, SocketLike } from '../core/host.ts';
import { decodeFrame, encodeFrame, type FrameBody } from '../protocol/codec.ts';
import type { im } from '../protocol/generated/im.js';

/**
 * A socket at the boundary of the chat layer, driven by the test: it records every frame written to it, and the test
 * opens it, closes it, answers a request or pushes a frame. Answers and pushes arrive as binary frames through
 * `onmessage`, exactly as the gateway's do.
 */
export class ScriptedSocket implements SocketLike {
  binaryType = '';
  closed = false;
  readonly written: im.Frame[] = [];
  private readonly answered = new Set<im.Frame>();
  onopen: ((event: SocketEvent) => void) | null = null;
  onclose: ((event: SocketEvent) => void) | null = null;
  onerror: ((event: SocketEvent) => void) | null = null;
  onmessage: ((event: SocketEvent) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: Uint8Array): void {
    this.written.push(decodeFrame(data));
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.onopen?.({});
  }

  /** Commands written so far, in order. */
  commands(): string[] {
    return this.written.map((frame) => frame.header?.command ?? '');
  }

  /** Answers the oldest request of `command` not answered yet, with a body or a server error code. */
  answer(command: string, body: FrameBody = {}, errorCode = 0): void {
    const request = this.written.find((frame) => frame.header?.command === command && !this.answered.has(frame));
    if (!request) throw new Error(`no unanswered ${command} request`);
    this.answered.add(request);
    this.deliver({ ...body, header: { command, sequence: request.header?.sequence }, errorCode });
  }

  /** A frame the server sends unasked (a push). */
  push(command: string, body: FrameBody = {}): void {
    this.deliver({ ...body, header: { command } });
  }

  private deliver(frame: Parameters<typeof encodeFrame>[0]): void {
    const bytes = encodeFrame(frame);
    this.onmessage?.({ data: new Uint8Array(bytes).buffer });
  }
}

/** A socket factory handing out scripted sockets, newest last. */
export function scriptedSockets(): { sockets: ScriptedSocket[]; createSocket: (url: string) => ScriptedSocket } {
  const sockets: ScriptedSocket[] = [];
  return {
    sockets,
    createSocket: (url) => {
      const socket = new ScriptedSocket(url);
      sockets.push(socket);
      return socket;
    },
  };
}
