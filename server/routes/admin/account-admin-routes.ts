import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { DomainError } from '../../domain/errors.ts';
import { ref } from '../../http/api-schemas.ts';
import type { ServerContext } from '../../server-context.ts';
import type { AdminExpireSessionRequest } from '../../../schema/generated/api.ts';
import { expireSession } from '../../domain/accounts/sessions.ts';
import { lastSmsCode } from '../../domain/accounts/sms-codes.ts';

/** For tests and QA: the pending captcha's digits, the last SMS code, a session ended early. */
export function accountAdminRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.get<{ Querystring: { code?: string } }>('/captcha', async (request) => {
    const digits = await context.captchas.peek(String(request.query.code ?? ''));
    if (!digits) throw new DomainError('NOT_FOUND', '验证码不存在或已过期');
    return ok({ digits });
  });

  app.get<{ Querystring: { mobile?: string } }>('/sms/last', async (request) => {
    const row = await lastSmsCode(db, String(request.query.mobile ?? ''));
    if (!row) throw new DomainError('NOT_FOUND', '没有发送给该号码的验证码');
    return ok(row);
  });

  app.post<{ Body: AdminExpireSessionRequest }>(
    '/session/expire',
    { schema: { body: ref('admin/expire-session.request') } },
    async (request) => {
      if (!(await expireSession(db, context.sessions, request.body.token, clock.now()))) throw new DomainError('NOT_FOUND', '会话不存在');
      return ok(null);
    },
  );
}
