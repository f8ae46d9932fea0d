import { ErrorCode, ImError, ServerCode } from '../errors.ts';
import type { NetState } from '../events.ts';
import { timers, type SocketLike, type TimerId } from '../core/host.ts';
import type { Logger } from '../core/logger.ts';
import { decodeFrame, encodeFrame, protocolVersion, type FrameBody, type Header } from '../protocol/codec.ts';
import type { im } from '../protocol/generated/im.js';
import { connectionReducer, initialConnectionState, nextStep, type ConnectionAction, type ConnectionState } from './connection-state.ts';
import { FireAndForgetQueue } from './fire-and-forget-queue.ts';
import { RequestSequence } from './request-sequence.ts';
import { Heartbeat } from './heartbeat.ts';
import { requestTimeouts } from './timeouts.ts';

export interface RequestOptions {
  timeoutMs?: number;
  /** Sent as soon as the socket opens (login): everything else waits for the login to succeed. */
  beforeLogin?: boolean;
}

interface PendingRequest {
  command: string;
  body: FrameBody;
  deadline: number;
  beforeLogin: boolean;
  /** Whether it went out on the current socket; requests that did not are sent after the next login. */
  sent: boolean;
  resolve(frame: im.Frame): void;
  reject(error: ImError): void;
}

export interface ConnectionHooks {
  /** The address to open, with a fresh random each time. */
  url(): string;
  /** Identity fields of every header (login carries the signature, later commands the access key). */
  identity(command: string): Pick<Header, 'sdkAppId' | 'userId' | 'userSig' | 'instanceId' | 'platform'>;
  /** A socket opened: the session logs in (a `beforeLogin` request) and then calls `loggedIn`. */
  opened(): void;
  push(frame: im.Frame): void;
  netState(state: NetState): void;
  /** Three forced reconnects failed and the network probe failed too. */
  reconnectFailed(): void;
  /** A hello answered with an error the session must act on (key expired, kicked out). */
  heartbeatError(error: ImError): void;
}

export interface ConnectionOptions {
  createSocket: (url: string) => SocketLike;
  /** Whether the network works, asked after three failed reconnects. */
  probe: () => Promise<boolean>;
  now: () => number;
  log: Logger;
}

/** Pause before the forced reconnects (first at once), and between tries once the probe has spoken. */
const reconnectDelays = [0, 500, 1500];
const networkWaitMs = 3000;

/**
 * One WebSocket with named commands (spec 001 §4 Connection, §9): request/response by sequence with timeouts checked
 * every second, a heartbeat, reconnects (three forced, then a network probe) and the requests that wait for them.
 */
export class Connection {
  private state: ConnectionState = initialConnectionState;
  private socket: SocketLike | undefined;
  private loggedIn = false;
  private readonly pending = new Map<number, PendingRequest>();
  private readonly fireAndForget = new FireAndForgetQueue((dropped, queued) =>
    this.options.log.warn(`chat: ${queued} requests wait for the connection; dropped the oldest (${dropped.command})`),
  );
  private readonly sequence = new RequestSequence();
  private readonly heartbeat: Heartbeat;
  private ticker: TimerId | undefined;
  private reconnectTimer: TimerId | undefined;

  constructor(
    private readonly hooks: ConnectionHooks,
    private readonly options: ConnectionOptions,
  ) {
    this.heartbeat = new Heartbeat(options.now);
  }

  get socketState(): ConnectionState['socket'] {
    return this.state.socket;
  }

  get isLoggedIn(): boolean {
    return this.loggedIn;
  }

  start(): void {
    if (!this.state.stopped) return;
    this.dispatch({ type: 'start' });
    this.ticker = timers.setInterval(() => this.tick(), 1000);
    this.open();
  }

  /** Closes the socket and rejects everything pending: logout, kick-out, destroy. */
  stop(reason: ImError = new ImError(ErrorCode.USER_NOT_LOGGED_IN)): void {
    this.dispatch({ type: 'stop' });
    timers.clearInterval(this.ticker);
    timers.clearTimeout(this.reconnectTimer);
    this.loggedIn = false;
    this.dropSocket();
    for (const [sequence, request] of this.pending) {
      this.pending.delete(sequence);
      request.reject(reason);
    }
    // Reports of this session must not go out in the next one (another user may log in).
    this.fireAndForget.clear();
  }

  /** Sends a command and resolves with the response frame, or rejects with its error code. */
  request(
    command: string,
    body: FrameBody = {},
    { timeoutMs = requestTimeouts.default, beforeLogin = false }: RequestOptions = {},
  ): Promise<im.Frame> {
    return new Promise((resolve, reject) => {
      const sequence = this.sequence.next();
      const request: PendingRequest = {
        command,
        body,
        deadline: this.options.now() + timeoutMs,
        beforeLogin,
        sent: false,
        resolve,
        reject,
      };
      this.pending.set(sequence, request);
      if (this.canSend(request)) this.transmit(sequence, request);
    });
  }

  /**
   * A request whose answer nobody waits for (a read report): written now when logged in, otherwise queued (at most
   * 100, oldest dropped) and written after the next login. Its response is ignored; after stop() it is dropped.
   */
  notify(command: string, body: FrameBody = {}, key?: string): void {
    if (this.state.stopped) return;
    if (this.loggedIn && this.write(this.sequence.next(), command, body)) return;
    this.fireAndForget.push({ command, body, key });
  }

  /** The session logged in on this socket: flush what waited for it and start the heartbeat. */
  markLoggedIn(helloIntervalSeconds: number): void {
    this.loggedIn = true;
    this.heartbeat.reset(helloIntervalSeconds);
    for (const [sequence, request] of this.pending) if (!request.sent) this.transmit(sequence, request);
    const queued = this.fireAndForget.drain();
    const unsent = queued.findIndex((request) => !this.write(this.sequence.next(), request.command, request.body));
    // The socket failed while flushing: what was not written waits for the login after the reconnect.
    if (unsent >= 0) for (const request of queued.slice(unsent)) this.fireAndForget.push(request);
  }

  /** Drops the socket and connects again (failed send, dead heartbeat, expired key). */
  reconnect(reason: string): void {
    if (this.state.stopped) return;
    this.options.log.info(`chat: reconnecting (${reason})`);
    this.socket?.close(4000, reason);
    this.closed();
  }

  private dispatch(action: ConnectionAction): void {
    const before = this.state.socket;
    this.state = connectionReducer(this.state, action);
    // Socket states and network events have the same names (spec 001 §4).
    if (this.state.socket !== before) this.hooks.netState(this.state.socket);
  }

  private canSend(request: PendingRequest): boolean {
    return this.state.socket === 'connected' && (this.loggedIn || request.beforeLogin);
  }

  private open(): void {
    this.dispatch({ type: 'connect' });
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.hooks.url());
    } catch (error) {
      this.options.log.warn('chat: could not open a socket', error);
      this.closed();
      return;
    }
    this.socket = socket;
    socket.binaryType = 'arraybuffer';
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.dispatch({ type: 'opened', at: this.options.now() });
      this.heartbeat.received();
      this.hooks.opened();
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.closed();
    };
    socket.onerror = () => {
      if (this.socket === socket) this.options.log.warn('chat: socket error');
    };
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close(1000);
    } catch {
      // Already closed.
    }
  }

  /** The socket is gone: requests in flight go out again after the next login; login itself is redone by the session. */
  private closed(): void {
    this.dropSocket();
    this.loggedIn = false;
    this.heartbeat.stop();
    for (const [sequence, request] of this.pending) {
      if (request.beforeLogin) {
        this.pending.delete(sequence);
        request.reject(new ImError(ErrorCode.NETWORK_ERROR, 'the socket closed during login'));
      } else request.sent = false;
    }
    if (this.state.stopped) return;
    this.dispatch({ type: 'closed', at: this.options.now() });
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    timers.clearTimeout(this.reconnectTimer);
    const step = nextStep(this.state);
    if (step === 'idle') return;
    if (step === 'reconnect') {
      this.reconnectTimer = timers.setTimeout(() => this.open(), reconnectDelays[this.state.attempts] ?? networkWaitMs);
      return;
    }
    void this.options.probe().then((networkOk) => {
      if (this.state.stopped || this.state.socket !== 'disconnected') return;
      if (networkOk) this.dispatch({ type: 'probeSucceeded' });
      else this.hooks.reconnectFailed();
      // Either way try again after the network wait: a phone coming back online recovers by itself.
      this.reconnectTimer = timers.setTimeout(() => this.open(), networkWaitMs);
    });
  }

  private receive(data: unknown): void {
    this.heartbeat.received();
    let frame: im.Frame;
    try {
      frame = decodeFrame(toBytes(data));
    } catch (error) {
      this.options.log.warn('chat: dropped a frame that does not decode', error);
      return;
    }
    const sequence = frame.header?.sequence ?? 0;
    const request = sequence ? this.pending.get(sequence) : undefined;
    if (request && request.command === frame.header?.command) {
      this.pending.delete(sequence);
      // The frame goes with the error: some answers say what is stored (a modify conflict's modifiedMessage).
      if (frame.errorCode) request.reject(new ImError(frame.errorCode, frame.errorInfo, frame));
      else request.resolve(frame);
    } else if (frame.header?.command?.startsWith('push.')) this.hooks.push(frame);
  }

  private transmit(sequence: number, request: PendingRequest): void {
    if (this.write(sequence, request.command, request.body)) request.sent = true;
  }

  private write(sequence: number, command: string, body: FrameBody): boolean {
    const socket = this.socket;
    if (!socket) return false;
    const header: Header = {
      ...this.hooks.identity(command),
      version: protocolVersion,
      sequence,
      requestTime: this.options.now(),
      command,
    };
    try {
      socket.send(encodeFrame({ ...body, header }));
      return true;
    } catch (error) {
      // A failed send means the socket is gone even if no close event came yet.
      this.options.log.warn('chat: send failed', error);
      timers.setTimeout(() => this.reconnect('send failed'), 0);
      return false;
    }
  }

  /** Every second: time out requests, and keep the socket alive (or find out it is dead). */
  private tick(): void {
    const now = this.options.now();
    for (const [sequence, request] of this.pending) {
      if (request.deadline > now) continue;
      this.pending.delete(sequence);
      request.reject(new ImError(ErrorCode.NETWORK_TIMEOUT, `${request.command} timed out`));
    }
    if (this.loggedIn && this.heartbeat.due()) this.sendHello();
  }

  private sendHello(): void {
    this.heartbeat.sent();
    this.request('hello', {}, { timeoutMs: requestTimeouts.heartbeat }).then(
      () => this.heartbeat.answered(),
      (error: ImError) => {
        this.heartbeat.answered();
        if (error.code === ErrorCode.NETWORK_TIMEOUT) this.reconnect('heartbeat timed out');
        else if (error.code === ServerCode.PING_FATAL) this.stop(error);
        else this.hooks.heartbeatError(error);
      },
    );
  }
}

function toBytes(data: unknown): Uint8Array {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  throw new ImError(ErrorCode.NETWORK_ERROR, 'text frames are not part of the protocol');
}
