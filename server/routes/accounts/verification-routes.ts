import type { FastifyInstance } from 'fastify';
import type { BindPhoneRequest, SendCodeRequest, VerifyCodeRequest } from '../../../schema/generated/api.ts';
import { captchaSvg } from '../../domain/accounts/captcha-image.ts';
import { bindPhone } from '../../domain/accounts/profiles.ts';
import { sendBindCode, sendLoginCode } from '../../domain/accounts/sms-codes.ts';
import { ref } from '../../http/api-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/session.ts';
import type { ServerContext } from '../../server-context.ts';

/** Proving a phone: captcha images, SMS codes, binding the phone. */
export function verificationRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.get<{ Querystring: { code?: string } }>('/api/user/smsCaptcha', async (request, reply) => {
    const digits = await context.captchas.issue(String(request.query.code ?? ''));
    return reply.header('Cache-Control', 'no-store').type('image/svg+xml').send(captchaSvg(digits));
  });

  app.post<{ Body: SendCodeRequest }>('/webapi/user/sendCode', { schema: { body: ref('user/send-code.request') } }, async (request) => {
    await sendLoginCode(db, context.captchas, context.limits.sendCode, request.body, clock.now());
    return ok(null);
  });

  app.post<{ Body: VerifyCodeRequest }>(
    '/api/user/sendVerifyCode',
    { schema: { body: ref('user/verify-code.request') } },
    async (request) => {
      await requireUser(context, request);
      await sendBindCode(db, context.limits.sendCode, request.body.mobile, clock.now());
      return ok(null);
    },
  );

  app.post<{ Body: BindPhoneRequest }>('/api/User/bindPhone', { schema: { body: ref('user/bind-phone.request') } }, async (request) => {
    const user = await requireUser(context, request);
    return ok(await bindPhone(db, user.id, request.body, clock.now()));
  });
}
