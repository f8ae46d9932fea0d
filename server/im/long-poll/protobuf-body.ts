import { errorCodes, type FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** What Fastify's content-type parser is called back with. */
type BodyDone = (error: Error | null, body?: Buffer) => void;

/** A body the parser has read so far: one chunk (the usual case), or several. */
class BodyChunks {
  first: Buffer | undefined;
  more: Buffer[] | undefined;
  received = 0;
  failed = false;

  constructor(
    private readonly limit: number,
    private readonly declared: number,
    private readonly done: BodyDone,
  ) {}

  data(chunk: Buffer): void {
    if (this.failed) return;
    this.received += chunk.length;
    if (this.received > this.limit) return this.fail(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    if (this.first === undefined) this.first = chunk;
    else (this.more ??= []).push(chunk);
  }

  end(): void {
    if (this.failed) return;
    if (!Number.isNaN(this.declared) && this.received !== this.declared)
      return this.fail(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
    const body = this.more ? Buffer.concat([this.first!, ...this.more]) : (this.first ?? Buffer.alloc(0));
    this.done(null, body);
  }

  error(error: Error & { statusCode?: number }): void {
    if (this.failed) return;
    if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400;
    this.fail(error);
  }

  private fail(error: Error): void {
    this.failed = true;
    this.done(error);
  }
}

/**
 * A content-type parser for the chat's protobuf bodies of at most `limit` bytes, as Fastify's `parseAs: 'buffer'` reads
 * them (the same errors: 413 over the limit, 400 for a length that is not the declared one or a broken stream), but a
 * body that came in one chunk is handed on as it is: Fastify copies every body into a new buffer, and a match's delta
 * has thousands of long polls ask again at once (docs/decisions.md "Fan-out cost per member, a fifth pass"). Node's
 * HTTP parser gives each body chunk a buffer of its own, so nothing else writes over it; the gateway's decoders copy
 * what they keep.
 */
export function protobufBodyParser(limit: number) {
  return (request: FastifyRequest, payload: IncomingMessage, done: BodyDone): void => {
    const declared = Number(request.headers['content-length']);
    if (declared > limit) return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    const chunks = new BodyChunks(limit, declared, done);
    // Listeners written in place: a closure held in a variable is named per poll under tsx (a property write each).
    payload.on('data', (chunk: Buffer) => chunks.data(chunk));
    payload.on('end', () => chunks.end());
    payload.on('error', (error: Error) => chunks.error(error));
  };
}
