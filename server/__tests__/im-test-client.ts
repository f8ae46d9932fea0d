import { WebSocket } from 'ws';
import {
  decodeFrame,
  decodeJoinGroupResponse,
  decodeLongPollResponse,
  encodeAnonymousJoin,
  encodeFrame,
  encodeLongPollRequest,
  protocolVersion,
  type Frame,
  type JoinGroupResponse,
  type LongPollResponse,
  type WireMessage,
} from '../../runtime/im/protocol/codec.ts';
import { signImUser } from '../security/tokens.ts';
import type { TestServer } from './test-server.ts';

/** The chat app id startTestServer's site has (start.ts default). */
export const testSdkAppId = 1400000001;

type Body = Omit<Frame, 'header' | 'errorCode' | 'errorInfo'>;

/**
 * A bare gateway client over a real socket, speaking only codec.ts: the tests prove the server's side of the
 * protocol without the SDK. Responses are matched by sequence; pushes are kept in arrival order.
 */
export class RawImClient {
  readonly pushes: Frame[] = [];
  /** The close code and reason once the server closed the socket. */
  readonly closed: Promise<{ code: number; reason: string }>;
  userId = '';
  accessKey = '';
  private sequence = 0;
  private readonly waiting = new Map<number, (frame: Frame) => void>();
  private readonly pushWaiters: (() => void)[] = [];

  private constructor(
    readonly socket: WebSocket,
    readonly instanceId: string,
  ) {
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    socket.on('message', (data: Buffer) => {
      const frame = decodeFrame(data);
      const pending = this.waiting.get(frame.header?.sequence ?? 0);
      if (frame.header?.sequence && pending) {
        this.waiting.delete(frame.header.sequence);
        pending(frame);
        return;
      }
      this.pushes.push(frame);
      for (const wake of this.pushWaiters.splice(0)) wake();
    });
  }

  static async connect(server: TestServer, options: { sdkAppId?: number; instanceId?: string } = {}): Promise<RawImClient> {
    const instanceId = options.instanceId ?? String(Math.floor(Math.random() * 1e9));
    const query = new URLSearchParams({
      sdkappid: String(options.sdkAppId ?? testSdkAppId),
      instanceid: instanceId,
      random: '1',
      platform: '7',
      host: 'localhost',
      version: '1',
      sdkversion: '2.27.6',
    });
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/im/ws?${query}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.on('error', () => undefined);
    return new RawImClient(socket, instanceId);
  }

  /** Sends a request and waits for its response (5 s at most). */
  request(command: string, body: Body = {}, header: Frame['header'] = {}): Promise<Frame> {
    this.sequence += 1;
    const sequence = this.sequence;
    const frame: Frame = {
      header: {
        version: protocolVersion,
        platform: 7,
        sdkAppId: testSdkAppId,
        userId: this.userId,
        userSig: this.accessKey,
        instanceId: this.instanceId,
        sequence,
        requestTime: Date.now(),
        command,
        ...header,
      },
      ...body,
    };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to ${command} #${sequence}`)), 5000);
      this.waiting.set(sequence, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      this.socket.send(encodeFrame(frame));
    });
  }

  /** Logs in; afterwards requests carry the access key. */
  async login(userId: string, signature: string): Promise<Frame> {
    const answer = await this.request('login', { loginRequest: { state: 'Online' } }, { userId, userSig: signature });
    if (answer.errorCode === 0) {
      this.userId = userId;
      this.accessKey = answer.loginResponse?.a2Key ?? '';
    }
    return answer;
  }

  /**
   * The first push of `command` not taken yet (waits up to `timeoutMs`). The default bounds a wait for a push that
   * must come, not how fast it comes: two vitest workers, each with its gateway nodes and nats-server, can hold a push
   * for seconds on a busy 2-core machine. A test that checks a push does not come passes its own short bound.
   */
  async nextPush(command: string, timeoutMs = 15_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.pushes.findIndex((frame) => frame.header?.command === command);
      if (index >= 0) return this.pushes.splice(index, 1)[0];
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${command} push within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.pushWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  sendRaw(bytes: Uint8Array | string): void {
    this.socket.send(bytes);
  }

  close(): void {
    this.socket.terminate();
  }
}

/** A registered user straight in the database (registering through the API costs a password hash each), signed. */
export async function chatUser(server: TestServer, account: string, lifetimeSeconds = 3600): Promise<{ id: string; signature: string }> {
  const [row] = await server.db.query<{ id: number }>(
    `insert into users (account, password_hash, nick_name, sp_source, regist_time) values ($1, 'x', $1, 9, now()) returning id`,
    [account],
  );
  const id = String(row.id);
  return { id, signature: signImUser(server.context.imSecret, id, nowSeconds(server) + lifetimeSeconds) };
}

/** Unix seconds of the server's clock. */
export const nowSeconds = (server: TestServer): number => Math.floor(server.context.clock.now().getTime() / 1000);

/** A connected and logged-in client. */
export async function loggedIn(server: TestServer, user: { id: string; signature: string }, instanceId?: string): Promise<RawImClient> {
  const client = await RawImClient.connect(server, { instanceId });
  const answer = await client.login(user.id, user.signature);
  if (answer.errorCode !== 0) throw new Error(`login failed: ${answer.errorCode} ${answer.errorInfo}`);
  return client;
}

/** A text message body for c2c.send / group.send. */
export const textMessage = (to: string, text: string, random: number): Body => ({
  sendMessageRequest: { message: { to, random, elements: [{ type: 'TIMTextElem', text }] } },
});

const protobufPost = (server: TestServer, path: string, body: Uint8Array) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body });

/** `POST /im/anonymous-join`: a visitor without a chat login reads a live room. */
export async function anonymousJoin(server: TestServer, groupId: string): Promise<JoinGroupResponse> {
  const response = await protobufPost(server, '/im/anonymous-join', encodeAnonymousJoin({ groupId, sdkAppId: testSdkAppId }));
  return decodeJoinGroupResponse(new Uint8Array(await response.arrayBuffer()));
}

/** One `POST /im/long-poll`. */
export async function longPoll(server: TestServer, key: string, startSequence: number): Promise<LongPollResponse> {
  const response = await protobufPost(server, '/im/long-poll', encodeLongPollRequest({ key, startSequence }));
  return decodeLongPollResponse(new Uint8Array(await response.arrayBuffer()));
}

/** The JSON `data` of a message's custom element (realtime room messages), or undefined for other messages. */
export const customData = (message: WireMessage): Record<string, unknown> | undefined =>
  message.elements?.[0]?.type === 'TIMCustomElem' ? (JSON.parse(message.elements[0].data ?? '{}') as Record<string, unknown>) : undefined;

/**
 * A live-room reader by long polling, as the SDK polls: `until(match)` polls on (at most `polls` times) until a
 * message satisfies `match`, keeping every message seen in `seen`.
 */
export class RoomPoller {
  readonly seen: WireMessage[] = [];
  private constructor(
    private readonly server: TestServer,
    public key: string,
    private sequence: number,
  ) {}

  static async anonymous(server: TestServer, groupId: string): Promise<RoomPoller> {
    const join = await anonymousJoin(server, groupId);
    if (!join.longPollingKey) throw new Error(`anonymous join of ${groupId} failed`);
    return new RoomPoller(server, join.longPollingKey, join.nextSequence ?? 0);
  }

  static fromJoin(server: TestServer, join: Frame): RoomPoller {
    const answer = join.joinGroupResponse;
    if (!answer?.longPollingKey) throw new Error(`join failed: ${join.errorCode} ${join.errorInfo}`);
    return new RoomPoller(server, answer.longPollingKey, answer.nextSequence ?? 0);
  }

  async until(match: (message: WireMessage) => boolean, polls = 10): Promise<WireMessage> {
    for (let poll = 0; poll < polls; poll++) {
      const answer = await longPoll(this.server, this.key, this.sequence);
      if (answer.errorCode) throw new Error(`long poll failed: ${answer.errorCode} ${answer.errorInfo}`);
      // As the SDK does: the next poll sends the key the answer handed back.
      this.key = answer.key || this.key;
      this.sequence = Math.max(this.sequence, answer.nextSequence ?? 0);
      const messages = answer.messages ?? [];
      this.seen.push(...messages);
      const found = messages.find(match);
      if (found) return found;
    }
    throw new Error(`no matching message in ${polls} polls`);
  }
}
