import { addOperator, newOperator } from '../domain/operators/operators.ts';
import { totpCode, totpStep } from '../domain/operators/totp.ts';
import type { OperatorRole } from '../domain/operators/roles.ts';
import type { TestServer } from './test-server.ts';

/** A console session as a browser holds it: the cookie and the CSRF token the sign-in answered. */
export interface OpsSession {
  cookie: string;
  csrfToken: string;
}

export interface OpsAnswer<T = unknown> {
  http: number;
  status: number;
  msg: string;
  data: T;
  headers: Headers;
  text: string;
}

export const opsPassword = 'correct horse battery';

/** One console call as a browser makes it: the cookie, and the CSRF header on a change unless `csrf` says otherwise. */
export async function opsCall<T = unknown>(
  server: TestServer,
  method: string,
  path: string,
  options: { session?: OpsSession; body?: unknown; csrf?: string | null; headers?: Record<string, string> } = {},
): Promise<OpsAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.session) headers.cookie = options.session.cookie;
  const csrf = options.csrf === undefined ? options.session?.csrfToken : options.csrf;
  if (method !== 'GET' && csrf !== null && csrf !== undefined) headers['x-csrf-token'] = csrf;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  // An event stream never ends by itself: its headers are the answer, and the stream is let go.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { http: response.status, status: -1, msg: '', data: undefined as T, headers: response.headers, text: '' };
  }
  const text = await response.text();
  const envelope = response.headers.get('content-type')?.startsWith('application/json')
    ? (JSON.parse(text) as { status: number; msg: string; data: T })
    : { status: -1, msg: '', data: undefined as T };
  return { http: response.status, ...envelope, headers: response.headers, text };
}

/** Signs in; answers the session, or throws with the refusal. */
export async function opsSignIn(server: TestServer, email: string, password = opsPassword, code?: string): Promise<OpsSession> {
  const answer = await opsCall<{ csrfToken: string }>(server, 'POST', '/ops/api/session', { body: { email, password, code } });
  if (answer.status !== 0) throw new Error(`sign-in refused: ${answer.status} ${answer.msg}`);
  const cookie = answer.headers.get('set-cookie')!.split(';')[0];
  return { cookie, csrfToken: answer.data.csrfToken };
}

/** The code an authenticator shows for `secret` at the server's clock, `offset` steps away. */
export function codeAt(server: TestServer, secret: string, offset = 0): string {
  return totpCode(secret, totpStep(server.context.clock.now().getTime()) + offset);
}

/** Adds an operator straight in the database, as the CLI does. */
export async function makeOperator(server: TestServer, email: string, role: OperatorRole, sites: string[] | null = null) {
  return addOperator(server.db, await newOperator({ email, role, sites, password: opsPassword }), server.context.clock.now());
}

/**
 * An operator of `role`, signed in and, where the role requires it, enrolled in two-factor through the API (its first
 * code confirms it); answers the session and the secret.
 */
export async function signedInOperator(
  server: TestServer,
  email: string,
  role: OperatorRole,
  sites: string[] | null = null,
): Promise<OpsSession & { secret?: string }> {
  const operator = await makeOperator(server, email, role, sites);
  const session = await opsSignIn(server, email);
  if (!operator.totpRequired) return session;
  const enrolment = await opsCall<{ secret: string }>(server, 'POST', '/ops/api/totp/enrolment', { session });
  const confirmed = await opsCall(server, 'POST', '/ops/api/totp/enrolment/confirm', {
    session,
    body: { code: codeAt(server, enrolment.data.secret) },
  });
  if (confirmed.status !== 0) throw new Error(`enrolment refused: ${confirmed.msg}`);
  return { ...session, secret: enrolment.data.secret };
}
