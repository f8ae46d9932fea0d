import { connect, type Socket } from 'node:net';

/** A request not answered within this long fails the bench run rather than hanging it (a held poll answers within 90 s). */
const requestTimeoutMs = 120_000;
const headEnd = Buffer.from('\r\n\r\n');

/**
 * A lean long-polling client for the fan-out benches: one keep-alive HTTP/1.1 connection, as a browser holds one per
 * tab, with one request at a time written as one buffer and the answer's head read by hand. The members of a bench
 * share one process on the same cores as the gateway, and Node's HTTP client (an agent's bookkeeping, a request
 * object, its parser and events per poll) cost that process more CPU per answer than the gateway spent sending it, so
 * the members' latencies measured the simulation's reading, not the gateway (bench/README.md "The match fan-out's members on connections of their own").
 * What the gateway receives is the same request Node's client sent: the same headers, on a kept-alive connection.
 */
export class FanoutPoller {
  private pending: { resolve(body: Buffer): void; reject(error: Error): void; timer: NodeJS.Timeout } | undefined;
  private received: Buffer = Buffer.alloc(0);

  private constructor(
    private readonly socket: Socket,
    private readonly host: string,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('the connection closed')));
  }

  /** Opens a connection to the origin of `url` (`http://host:port`). */
  static open(url: string): Promise<FanoutPoller> {
    const { hostname, port, host } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect({ host: hostname, port: Number(port) });
      socket.once('connect', () => resolve(new FanoutPoller(socket, host)));
      socket.once('error', reject);
    });
  }

  /** POSTs a protobuf body and resolves with the answer's body; rejects on a status other than 200. */
  post(path: string, body: Uint8Array): Promise<Buffer> {
    if (this.pending) return Promise.reject(new Error('one request at a time'));
    const head =
      `POST ${path} HTTP/1.1\r\nHost: ${this.host}\r\nContent-Type: application/x-protobuf\r\n` +
      `Content-Length: ${body.byteLength}\r\nConnection: keep-alive\r\n\r\n`;
    const request = Buffer.allocUnsafe(Buffer.byteLength(head, 'latin1') + body.byteLength);
    request.set(body, request.write(head, 'latin1'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new Error(`${path} was not answered`)), requestTimeoutMs);
      this.pending = { resolve, reject, timer };
      this.socket.write(request);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  /** Takes the answer once its head and the body its Content-Length names have come. */
  private read(chunk: Buffer): void {
    this.received = this.received.length ? Buffer.concat([this.received, chunk]) : chunk;
    const end = this.received.indexOf(headEnd);
    if (end < 0) return;
    const head = this.received.toString('latin1', 0, end);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return this.fail(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
    const bodyEnd = end + headEnd.length + Number(length[1]);
    if (this.received.length < bodyEnd) return;
    const body = this.received.subarray(end + headEnd.length, bodyEnd);
    this.received = this.received.subarray(bodyEnd);
    const pending = this.pending;
    this.pending = undefined;
    if (!pending) return;
    clearTimeout(pending.timer);
    if (!head.startsWith('HTTP/1.1 200 ')) pending.reject(new Error(`answered ${head.split('\r\n')[0]}`));
    else pending.resolve(body);
  }

  private fail(error: Error): void {
    const pending = this.pending;
    this.pending = undefined;
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.reject(error);
  }
}
