import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { encryptMessage, type ReceiverKeys } from './message-encryption.ts';
import type { VapidSigner } from './vapid.ts';

/** How one message fared: sent (2xx), gone (404 or 410: the subscription is dead), or failed (anything else). */
export type SendOutcome = 'sent' | 'gone' | 'failed';

/** One message: where, for which keys, what (the JSON the service worker reads) and how long the push service keeps it. */
export interface PushMessage {
  endpoint: string;
  keys: ReceiverKeys;
  payload: Buffer;
  /** Seconds the push service keeps the message for a device that is offline (RFC 8030 §5.2). */
  ttl: number;
  /** `high` wakes a phone at once (a goal); `normal` may wait for it (RFC 8030 §5.3). */
  urgency: 'normal' | 'high';
}

/** A message's answer must come within this; a push service that hangs fails the message, not the fan-out. */
const defaultAnswerTimeoutMs = 10_000;

/** How the sender behaves; tests shorten the deadline rather than wait 10 s. */
export interface PushSenderOptions {
  /**
   * The hard deadline of one message, from its request to its answer's status: counted from the start, not from the
   * last byte, so an endpoint that drips a byte every few seconds cannot hold a sending lane. @default 10000
   */
  answerTimeoutMs?: number;
  /**
   * Whether plain http endpoints may be sent to (the loopback push services of tests and benches). Without it the
   * sender has no http agent and fails any http endpoint, whatever the stored row says. @default false
   */
  plainHttp?: boolean;
}

/**
 * Sends encrypted messages to push services (RFC 8030 §5) over kept-alive connections: a fan-out to one push service
 * reuses a few dozen sockets instead of opening one per message. Redirects are not followed; the answer's body is
 * read and dropped.
 */
export class PushSender {
  private readonly httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 64 });
  private readonly httpAgent: HttpAgent | undefined;

  private readonly answerTimeoutMs: number;

  constructor(
    private readonly signer: VapidSigner,
    options: PushSenderOptions = {},
  ) {
    this.answerTimeoutMs = options.answerTimeoutMs ?? defaultAnswerTimeoutMs;
    this.httpAgent = options.plainHttp ? new HttpAgent({ keepAlive: true, maxSockets: 64 }) : undefined;
  }

  /** Encrypts and sends one message; never throws. */
  send(message: PushMessage): Promise<SendOutcome> {
    return new Promise((resolve) => {
      let body: Buffer;
      let url: URL;
      try {
        url = new URL(message.endpoint);
        body = encryptMessage(message.payload, message.keys);
      } catch {
        return resolve('failed');
      }
      const secure = url.protocol === 'https:';
      const agent = secure ? this.httpsAgent : url.protocol === 'http:' ? this.httpAgent : undefined;
      if (!agent) return resolve('failed');
      const request = (secure ? httpsRequest : httpRequest)(url, {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/octet-stream',
          'content-encoding': 'aes128gcm',
          'content-length': body.length,
          ttl: String(message.ttl),
          urgency: message.urgency,
          authorization: this.signer.authorization(url),
        },
      });
      // A socket timeout restarts at every byte; this deadline does not (an endpoint dripping bytes still fails).
      const deadline = setTimeout(() => request.destroy(new Error('deadline')), this.answerTimeoutMs);
      request.on('response', (response) => {
        clearTimeout(deadline);
        response.resume();
        const status = response.statusCode ?? 0;
        resolve(status >= 200 && status < 300 ? 'sent' : status === 404 || status === 410 ? 'gone' : 'failed');
      });
      request.on('close', () => clearTimeout(deadline));
      request.on('error', () => {
        clearTimeout(deadline);
        resolve('failed');
      });
      request.end(body);
    });
  }

  /** Closes the kept-alive sockets (the server is stopping). */
  close(): void {
    this.httpsAgent.destroy();
    this.httpAgent?.destroy();
  }
}
