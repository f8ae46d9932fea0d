import type { WebSocket } from 'ws';
import { encodeFrame, type Frame } from '../../runtime/im/protocol/codec.ts';

/** Who a socket is logged in as, from a successful `login`. */
export interface SessionUser {
  id: string;
  /** The access key the login returned; later requests carry it in `header.user_sig`. */
  a2Key: string;
  tinyId: string;
  instanceId: string;
  /** Unix seconds (server clock) when the user signature expires: then every command answers 70001. */
  expireAt: number;
}

/** Frames of one socket waiting for their turn beyond this are dropped: a flood cannot grow memory without bound. */
const maxQueuedFrames = 1000;
/** The options and callback of every send, made once: a match's delta is one send per socket of its channel. */
const binaryFrame = { binary: true } as const;
/** A socket that broke meanwhile is not an error of the sender: the socket's own close handles it. */
const ignoreSendError = () => undefined;

/** What a pre-framed write reads of ws 8's WebSocket, which its types do not show: the TCP socket and the send state. */
interface WebSocketInternals {
  _socket?: { write(chunk: Uint8Array, callback: (error?: Error | null) => void): boolean };
  _sender?: { _state?: number };
}

/**
 * `bytes` as one unmasked binary WebSocket message (RFC 6455 §5.2: FIN and opcode 2, then the length), the bytes a
 * server writes for it to every socket: a live room's push to a thousand sockets is framed once, and each socket gets
 * one write of one buffer instead of ws framing it again (a header allocated, a two-buffer write) per socket.
 */
export function webSocketMessage(bytes: Uint8Array): Uint8Array {
  const length = bytes.byteLength;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const framed = Buffer.allocUnsafe(headerLength + length);
  framed[0] = 0x82;
  if (length < 126) framed[1] = length;
  else if (length < 65_536) {
    framed[1] = 126;
    framed.writeUInt16BE(length, 2);
  } else {
    framed[1] = 127;
    framed.writeBigUInt64BE(BigInt(length), 2);
  }
  framed.set(bytes, headerLength);
  return framed;
}

/** One WebSocket of the gateway. Its frames are handled one after another, in the order they arrived. */
export class ImConnection {
  user?: SessionUser;
  /** Live rooms this socket's user joined over it: while it is open, the user counts as online there. */
  readonly groups = new Set<string>();
  /** The cookie the last unfinished sync page ended with: a request from it asks for a further page (sync_flag 1). */
  syncCookie?: number;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(
    readonly socket: WebSocket,
    /** The `instanceid` of the connection address; a login's header may name another. */
    readonly instanceId: string,
    /** The origin the client reached (originOf): chat images are stored and named under it. */
    readonly origin = '',
  ) {}

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  /** Sends a frame if the socket is still open; a socket that broke meanwhile is not an error of the caller. */
  send(frame: Frame): void {
    if (this.open) this.sendBytes(encodeFrame(frame));
  }

  /**
   * The same for a frame encoded once for many sockets (a live room's push); `framed`, the same bytes as one
   * WebSocket message ({@link webSocketMessage}), is written as they are when the socket allows it (see there).
   */
  sendBytes(bytes: Uint8Array, framed?: Uint8Array): void {
    if (!this.open) return;
    const { _socket: raw, _sender: sender } = this.socket as unknown as WebSocketInternals;
    // ws queues a send only while it compresses (off here) or reads a Blob (never sent here): then its own path.
    if (framed && raw && sender?._state === 0) raw.write(framed, ignoreSendError);
    else this.socket.send(bytes, binaryFrame, ignoreSendError);
  }

  /** Runs `work` after the frames before it; false when too many are waiting (the frame is dropped). */
  enqueue(work: () => Promise<void>): boolean {
    if (this.queued >= maxQueuedFrames) return false;
    this.queued += 1;
    // The caller reports its own failures; the catch only keeps one failure from stopping the frames after it.
    this.queue = this.queue
      .then(work)
      .catch(() => undefined)
      .finally(() => {
        this.queued -= 1;
      });
    return true;
  }

  /** Closes without a handshake: for faults and shutdown, where waiting for the peer is not wanted. */
  terminate(): void {
    this.socket.terminate();
  }

  close(code: number, reason: string): void {
    if (this.open) this.socket.close(code, reason);
    else this.socket.terminate();
  }
}
