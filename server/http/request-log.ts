import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { FastRoutes } from './fast-routes.ts';
import { LineBatch } from './line-batch.ts';

/** Where the server's request lines go (docs/deploy.md "Logs"). */
export interface RequestLog {
  /** One line per request (`serve --access-log`); server faults are logged either way. */
  access: boolean;
  /**
   * Takes the lines of one turn of the event loop, in order, joined by newlines, without the last one's newline
   * (line-batch.ts). @default one write to stderr
   */
  write?: (text: string) => void;
}

/** Query parameters whose values are never logged: sessions, passwords, signatures, codes. */
const secretParam = /token|pass|pwd|sig|secret|key|code|captcha|auth|session/i;

/** A caller's request id is kept when it is this plain (nginx's `$request_id` is 32 hex digits); else a new one. */
const plainId = /^[A-Za-z0-9_-]{8,64}$/;

/** Random bytes for this many request ids are drawn at once (8 each). */
const idsPerDraw = 512;
/** The last draw in hex, 16 digits an id. */
let idPool = '';
let idOffset = 0;

/**
 * 16 random hex digits from a pool drawn 4 KB at a time and turned into hex at once: one draw per request was a twelfth
 * of a match delta's CPU (every long poll a delta answers asks again, bench/match-fanout.ts), and each id is still 8
 * fresh random bytes.
 */
function randomId(): string {
  if (idOffset >= idPool.length) [idPool, idOffset] = [randomBytes(8 * idsPerDraw).toString('hex'), 0];
  idOffset += 16;
  return idPool.slice(idOffset - 16, idOffset);
}

/** The request id: the proxy's X-Request-Id when it is plain, so both logs name one request; else 16 random hex digits. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && plainId.test(given) ? given : randomId();
}

/** The path and query as logged: the value of every secret-looking parameter replaced, and nothing that breaks a line. */
export function loggedPath(url: string): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  if (at < 0) return printable(path);
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && secretParam.test(decodeSafely(name)) ? `${name}=-` : pair;
    })
    .join('&');
  return printable(`${path}?${query}`);
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Control characters (and, in a path, spaces and quotes) escaped, so a hostile URL cannot forge a log line. */
function printable(text: string, unsafe = /[\s\x00-\x1f\x7f"]/g): string {
  return text.replace(unsafe, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** One access line: time, method, path, status, duration, node, request id. */
function accessLine(method: string, url: string, id: string, status: number, ms: number, nodeId: string): string {
  return `${new Date().toISOString()} ${method} ${loggedPath(url)} ${status} ${ms.toFixed(1)}ms node=${nodeId} id=${id}`;
}

/** Writes what made a request fail, on one line with its request id. */
export type FaultLog = (request: Pick<FastifyRequest, 'method' | 'url' | 'id'>, error: Error) => void;

/**
 * Logs requests: with `access`, one line each as it is answered; whatever the flag, every answer of HTTP 500 or more,
 * with the request id its envelope carries (http/errors.ts). Answers the writer of faults (what failed in a handler).
 * The lines of one turn of the event loop are written together, in order, and all pending ones as the server closes.
 */
export function installRequestLog(app: FastifyInstance, log: RequestLog, nodeId: string, fast?: FastRoutes): FaultLog {
  // One write a turn, not one a line: a match's delta answers thousands of logged polls in one turn.
  const lines = new LineBatch(log.write ?? ((text: string) => void process.stderr.write(`${text}\n`)));
  const write = (line: string) => lines.add(line);
  // A stopping server writes its last lines before it has closed (the process's exit writes any written after).
  app.addHook('onClose', (_instance, done) => {
    lines.flush();
    done();
  });
  // A callback hook, not an async one: every answer runs it, and an async hook costs a promise and a turn each.
  app.addHook('onResponse', (request, reply, done) => {
    if (log.access || reply.statusCode >= 500)
      write(accessLine(request.method, request.url, request.id, reply.statusCode, reply.elapsedTime, nodeId));
    done();
  });
  // The same lines of the requests answered before Fastify's routing (http/fast-routes.ts).
  if (fast)
    fast.answered = (exchange, ms) => {
      const { request, status } = exchange;
      if (log.access || status >= 500) write(accessLine(request.method ?? '', request.url ?? '', exchange.requestId(), status, ms, nodeId));
    };
  const fault: FaultLog = (request, error) => {
    const what = (error.stack ?? error.message).split('\n').map((part) => printable(part.trim(), /[\x00-\x1f\x7f]/g));
    write(
      `${new Date().toISOString()} fault ${request.method} ${loggedPath(request.url)} node=${nodeId} id=${request.id} ${what.join(' | ')}`,
    );
  };
  if (fast) fast.fault = fault;
  return fault;
}
