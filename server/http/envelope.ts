import type { FastifyReply } from 'fastify';
import type { DomainErrorCode } from '../domain/errors.ts';

/**
 * Every answer is `{ data, msg, status }` (spec 000 §7): status 0 is success. Application errors answer HTTP 200 with
 * a non-zero status, so the client reads them the way the spec says; only unknown paths (404), oversized bodies (413)
 * and server faults (500) use HTTP error codes, still with the same envelope. The codes are in docs/api.md.
 */
export const apiStatus = {
  ok: 0,
  badInput: 1,
  /** Spec 000 §8: the session is missing, invalid or expired; msg contains 登录超时. */
  loginTimeout: 2,
  notFound: 3,
  forbidden: 4,
  tooManyRequests: 5,
  conflict: 6,
  /** Not enough gold or diamond in the wallet for a purchase. */
  insufficientBalance: 7,
  internal: 500,
} as const;

export interface Envelope<T> {
  data: T;
  msg: string;
  status: number;
}

export function ok<T>(data: T): Envelope<T> {
  return { data, msg: '', status: apiStatus.ok };
}

/** The envelope's status for each domain error code (domain/errors.ts): the one place they meet. */
export const statusOfCode: Record<DomainErrorCode, number> = {
  BAD_INPUT: apiStatus.badInput,
  LOGIN_TIMEOUT: apiStatus.loginTimeout,
  NOT_FOUND: apiStatus.notFound,
  FORBIDDEN: apiStatus.forbidden,
  TOO_MANY_REQUESTS: apiStatus.tooManyRequests,
  CONFLICT: apiStatus.conflict,
  INSUFFICIENT_BALANCE: apiStatus.insufficientBalance,
};

/** HTTP 404 with the envelope: for files and streams, whose clients read the HTTP status. */
export function sendNotFound(reply: FastifyReply, msg: string): FastifyReply {
  return reply.code(404).send({ data: null, msg, status: apiStatus.notFound });
}
