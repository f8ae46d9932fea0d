import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decryptMessage } from './push-decryption.ts';

/** A browser's side of one subscription: the keys it would keep and the JSON it would give the page. */
export interface Receiver {
  id: string;
  endpoint: string;
  privateKey: Buffer;
  auth: Buffer;
  /** PushSubscription.toJSON() as a browser gives it (the body of /api/push/subscribe, less the topics). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/** One message the endpoint received and decrypted. */
export interface Received {
  receiver: string;
  payload: Record<string, unknown>;
  headers: IncomingMessage['headers'];
  /** When it arrived (Date.now()), for the bench's timing across processes. */
  atMs: number;
}

/**
 * A push service on 127.0.0.1, as a browser vendor runs one: it checks each message's VAPID signature against the
 * server's public key, decrypts it with the receiver's keys (nothing leaves the machine) and keeps what it read.
 * A receiver marked gone answers 410, as a push service does for an expired subscription.
 */
export class LocalPushService {
  readonly received: Received[] = [];
  /** Messages refused: a bad signature or a body that did not decrypt. */
  readonly refused: string[] = [];
  private readonly receivers = new Map<string, Receiver>();
  private readonly gone = new Set<string>();
  private server?: Server;
  private origin = '';
  private serverKey?: string;
  private waiters: (() => void)[] = [];
  /** Tokens whose signature was checked, with their expiry. */
  private readonly verified = new Map<string, number>();

  /** Starts listening on a free loopback port (or `port`); `serverKey` is the VAPID public key every message must carry. */
  async start(serverKey: string, port = 0): Promise<void> {
    this.serverKey = serverKey;
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const id = request.url?.split('/').pop() ?? '';
        const status = this.take(id, request, Buffer.concat(chunks));
        response.writeHead(status).end();
      });
    });
    this.server.keepAliveTimeout = 30_000;
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A new browser subscription at this service. */
  receiver(): Receiver {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const id = randomBytes(8).toString('hex');
    const auth = randomBytes(16);
    const endpoint = `${this.origin}/push/${id}`;
    const receiver = {
      id,
      endpoint,
      privateKey: ecdh.getPrivateKey(),
      auth,
      subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
    };
    this.receivers.set(id, receiver);
    return receiver;
  }

  /** From now on the receiver's subscription has expired: 410 Gone. */
  expire(receiver: Receiver): void {
    this.gone.add(receiver.id);
  }

  /** What `receiver` received so far. */
  of(receiver: Receiver): Received[] {
    return this.received.filter((message) => message.receiver === receiver.id);
  }

  /** Waits until `count` messages arrived in all (or throws after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`${this.received.length} of ${count} push messages arrived`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private take(id: string, request: IncomingMessage, body: Buffer): number {
    const receiver = this.receivers.get(id);
    if (!receiver || this.gone.has(id)) return receiver ? 410 : 404;
    if (!this.signedByServer(request.headers.authorization ?? '')) {
      this.refused.push(`${id}: bad VAPID signature`);
      return 401;
    }
    try {
      const payload = JSON.parse(decryptMessage(body, receiver.privateKey, receiver.auth).toString('utf8')) as Record<string, unknown>;
      this.received.push({ receiver: id, payload, headers: request.headers, atMs: Date.now() });
    } catch (error) {
      this.refused.push(`${id}: ${(error as Error).message}`);
      return 400;
    }
    for (const wake of this.waiters.splice(0)) wake();
    return 201;
  }

  /** RFC 8292 §2-3: `vapid t=<JWT>, k=<key>`, the key the server's, the JWT signed by it for this origin and not expired. */
  private signedByServer(header: string): boolean {
    // A push service checks a token once and trusts it until it expires, as this one does: the sender reuses it.
    const verifiedUntil = this.verified.get(header);
    if (verifiedUntil !== undefined) return verifiedUntil > Date.now() / 1000;
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
    if (!match || match[2] !== this.serverKey) return false;
    const [head, claims, signature] = match[1].split('.');
    const point = Buffer.from(match[2], 'base64url');
    const key = createPublicKey({
      format: 'jwk',
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    });
    const valid = verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    const { aud, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number };
    if (!valid || aud !== this.origin) return false;
    this.verified.set(header, exp);
    return exp > Date.now() / 1000;
  }
}
