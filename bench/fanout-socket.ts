import { WebSocket } from 'ws';
import { decodeFrame, encodeFrame, protocolVersion, type Frame, type FrameBody, type WireMessage } from '../runtime/im/protocol/codec.ts';

/** A request not answered within this long fails the bench run rather than hanging it. */
const requestTimeoutMs = 15_000;

/**
 * Pushes decoded so far, by their bytes. The gateway encodes a room's push once, so all thousand simulated devices
 * get the same bytes: decoding them once per process keeps the simulation's own CPU (on the same 2 cores as the
 * gateway) out of the figure. A real device decodes its one copy on its own CPU.
 */
const decodedPushes = new Map<string, Frame>();
const maxDecodedPushes = 1000;

function decodePush(data: Buffer): Frame {
  const key = data.toString('latin1');
  const cached = decodedPushes.get(key);
  if (cached) return cached;
  const frame = decodeFrame(data);
  if (!frame.header?.command?.startsWith('push.')) return frame;
  if (decodedPushes.size >= maxDecodedPushes) decodedPushes.clear();
  decodedPushes.set(key, frame);
  return frame;
}

/**
 * A lean gateway client for the fan-out bench: one raw WebSocket speaking codec.ts (no SDK: a thousand SDKs with
 * their timers and stores would measure the SDK, not the gateway). Pushed live-room messages go to `received`.
 */
export class FanoutSocket {
  private sequence = 0;
  private accessKey = '';
  private readonly waiting = new Map<number, { resolve(frame: Frame): void; timer: NodeJS.Timeout }>();

  private constructor(
    private readonly socket: WebSocket,
    private readonly userId: string,
    private readonly received: (messages: WireMessage[], at: number) => void,
  ) {
    socket.on('message', (data: Buffer) => {
      const at = performance.now();
      const frame = decodePush(data);
      const pending = frame.header?.sequence ? this.waiting.get(frame.header.sequence) : undefined;
      if (pending) {
        this.waiting.delete(frame.header?.sequence ?? 0);
        clearTimeout(pending.timer);
        pending.resolve(frame);
      } else if (frame.header?.command === 'push.message') this.received(frame.messagePush?.messages ?? [], at);
    });
  }

  /** Opens a socket and logs in as the user. */
  static async open(
    url: string,
    sdkAppId: number,
    user: { id: string; signature: string },
    received: (messages: WireMessage[], at: number) => void,
  ): Promise<FanoutSocket> {
    const query = new URLSearchParams({
      sdkappid: String(sdkAppId),
      instanceid: user.id,
      random: '1',
      platform: '7',
      host: 'bench',
      version: '1',
      sdkversion: '2.27.6',
    });
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/im/ws?${query}`);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket did not open')), requestTimeoutMs);
      socket.once('open', () => (clearTimeout(timer), resolve()));
      socket.once('error', (error) => (clearTimeout(timer), reject(error)));
    });
    socket.on('error', () => undefined);
    const client = new FanoutSocket(socket, user.id, received);
    const login = await client.request('login', { loginRequest: { state: 'Online' } }, user.signature);
    client.accessKey = login.loginResponse?.a2Key ?? '';
    return client;
  }

  /** Sends a request and resolves with its answer; rejects on an error code or after 15 s. */
  request(command: string, body: FrameBody = {}, userSig = this.accessKey): Promise<Frame> {
    const sequence = ++this.sequence;
    const header = {
      version: protocolVersion,
      platform: 7,
      userId: this.userId,
      userSig,
      instanceId: this.userId,
      sequence,
      requestTime: Date.now(),
      command,
    };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => (this.waiting.delete(sequence), reject(new Error(`${command} timed out`))), requestTimeoutMs);
      this.waiting.set(sequence, {
        timer,
        resolve: (frame) =>
          frame.errorCode ? reject(new Error(`${command} failed: ${frame.errorCode} ${frame.errorInfo}`)) : resolve(frame),
      });
      this.socket.send(encodeFrame({ header, ...body }));
    });
  }

  close(): void {
    for (const { timer } of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
    this.socket.terminate();
  }
}
