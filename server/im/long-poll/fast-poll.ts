import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastExchange, FastRoute, FastRoutes } from '../../http/fast-routes.ts';
import { apiStatus } from '../../http/envelope.ts';
import { serverFaultMessage } from '../../http/errors.ts';
import { requestId } from '../../http/request-log.ts';
import type { ChatGateway } from '../gateway-port.ts';
import { answerLongPoll, badBodyText, protobufType as protobuf } from './answer-poll.ts';
import { readPollRequest, type PollRequest } from './poll-request.ts';
import type { HeldPoll } from './poll-waits.ts';

const badBody = Buffer.from(badBodyText);

const exchangeOf = Symbol('fast poll');
type Tagged = IncomingMessage & { [exchangeOf]?: FastPoll };

/**
 * One long poll taken on Node's request (fast-routes.ts): its body, its hold and its answer, with the same bytes,
 * statuses and headers as Fastify's route (long-poll-routes.ts) answers. One object a poll; its listeners are
 * functions of the module that find it on the request, so no closure is made per poll.
 */
class FastPoll implements FastExchange {
  readonly started = performance.now();
  body: Buffer | undefined;
  held: HeldPoll | undefined;
  status = 200;
  closed = false;
  private id: string | undefined;

  constructor(
    readonly gateway: ChatGateway,
    readonly routes: FastRoutes,
    readonly request: IncomingMessage,
    readonly response: ServerResponse,
  ) {}

  /** The request id, made when a line needs it (an access line, a fault) as Fastify makes one per request. */
  requestId(): string {
    return (this.id ??= requestId(this.request));
  }

  /** Writes a whole answer: the status, the headers Fastify's reply writes (type and length), the body. */
  answer(status: number, type: string, body: Buffer): void {
    this.status = status;
    this.response.writeHead(status, { 'content-type': type, 'content-length': body.byteLength });
    this.response.end(body);
  }

  /** A failure outside the chat layer: its fault line and HTTP 500 with the request id, as Fastify's error handler. */
  fault(error: unknown): void {
    const id = this.requestId();
    this.routes.fault(
      { method: this.request.method ?? 'POST', url: this.request.url ?? '', id },
      error instanceof Error ? error : new Error(String(error)),
    );
    if (this.response.headersSent) return void this.response.destroy();
    const envelope = JSON.stringify({ data: null, msg: serverFaultMessage, status: apiStatus.internal, request_id: id });
    this.answer(500, 'application/json; charset=utf-8', Buffer.from(envelope));
  }
}

function sendAnswer(poll: FastPoll, bytes: Buffer): void {
  poll.answer(200, protobuf, bytes);
}

function onData(this: Tagged, chunk: Buffer): void {
  const poll = this[exchangeOf]!;
  poll.body = poll.body ? Buffer.concat([poll.body, chunk]) : chunk;
}

function onEnd(this: Tagged): void {
  const poll = this[exchangeOf]!;
  if (poll.closed) return;
  let asked: PollRequest;
  try {
    asked = readPollRequest(poll.body ?? Buffer.alloc(0));
  } catch {
    return poll.answer(400, 'text/plain', badBody);
  }
  poll.held = poll.gateway.polls.hold();
  void answerInto(poll, asked);
}

async function answerInto(poll: FastPoll, asked: PollRequest): Promise<void> {
  try {
    await answerLongPoll(poll.gateway, asked, poll.held!, sendAnswer, poll);
  } catch (error) {
    poll.fault(error);
  }
}

/** The response closed (sent in full, or the client went away): the hold and the count end, and its access line goes. */
function onClose(this: ServerResponse): void {
  const poll = (this.req as Tagged)[exchangeOf]!;
  poll.closed = true;
  poll.held?.closed();
  poll.routes.left();
  if (this.writableFinished) poll.routes.answered(poll, performance.now() - poll.started);
}

/**
 * `POST /im/long-poll` on Node's request, for the requests every SDK sends: `application/x-protobuf`, a length of 1 to
 * `bodyLimit` bytes, nothing encoded. Any other goes to Fastify's route, which answers 413, 400 or its own errors.
 */
export function fastPollRoute(gateway: ChatGateway, routes: FastRoutes, bodyLimit: number): FastRoute {
  return (request, response) => {
    const { headers } = request;
    const length = Number(headers['content-length']);
    if (headers['content-type'] !== protobuf || !(length >= 1 && length <= bodyLimit)) return false;
    if (headers['transfer-encoding'] !== undefined || headers['content-encoding'] !== undefined) return false;
    routes.arrived();
    (request as Tagged)[exchangeOf] = new FastPoll(gateway, routes, request, response);
    response.on('close', onClose);
    request.on('data', onData);
    request.on('end', onEnd);
    return true;
  };
}
