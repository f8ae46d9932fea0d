import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { OpsSessionRequest, OpsTotpConfirmRequest } from '../../../schema/generated/api.ts';
import { apiStatus, ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { audit, requireOperator, setOperatorCookie } from '../../http/operator-guard.ts';
import { confirmEnrolment, startEnrolment } from '../../domain/operators/enrolment.ts';
import type { OperatorView } from '../../domain/operators/operators.ts';
import { signInOperator, signOutOperator, TotpNeeded, type SignedInOperator } from '../../domain/operators/sessions.ts';
import type { ServerContext } from '../../server-context.ts';

/** The operator as the console reads it (docs/operators.md): with this node's site, without what only the server keeps. */
export function consoleOperator(operator: OperatorView | SignedInOperator, site: string) {
  const { id, email, role, sites, totpEnrolled, totpRequired, permissions } = operator;
  return { id, email, role, sites, site, totpEnrolled, totpRequired, permissions };
}

/** Signing in and out of the console, and enrolling a second factor. */
export function sessionRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.post<{ Body: OpsSessionRequest }>(
    '/session',
    { schema: { body: ref('ops/session.request') }, config: { answer: 'ops/session.response' } },
    async (request, reply) => {
      const origin = {
        address: request.ip,
        limitAddress: context.abuse.countsAddress(request.ip),
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      };
      try {
        const { token, operator } = await signInOperator(
          db,
          context.limits.operatorSignIn,
          request.body,
          origin,
          context.site,
          clock.now(),
        );
        setOperatorCookie(request, reply, token);
        await audit(context, request, operator, { action: 'session.signIn', targetKind: 'operator', targetId: operator.id });
        return ok({ operator: consoleOperator(operator, context.site), csrfToken: operator.csrfToken });
      } catch (error) {
        // The console asks for the code only after the password was right; the answer says so in its data.
        if (error instanceof TotpNeeded) return { data: { totpNeeded: true }, msg: error.message, status: apiStatus.badInput };
        throw error;
      }
    },
  );

  app.get('/session', { config: { answer: 'ops/session.response' } }, async (request) => {
    const operator = await requireOperator(context, request, 'session');
    return ok({ operator: consoleOperator(operator, context.site), csrfToken: operator.csrfToken });
  });

  app.delete('/session', { config: { answer: 'ops/signed-out.response' } }, async (request, reply) => {
    const operator = await requireOperator(context, request, 'session');
    await signOutOperator(db, operator, clock.now());
    await audit(context, request, operator, { action: 'session.signOut', targetKind: 'operator', targetId: operator.id });
    setOperatorCookie(request, reply, undefined);
    return ok(null);
  });

  app.post('/totp/enrolment', { config: { answer: 'ops/enrolment.response' } }, async (request) => {
    const operator = await requireOperator(context, request, 'session');
    const enrolment = await startEnrolment(db, operator.id);
    const qrSvg = await QRCode.toString(enrolment.otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return ok({ ...enrolment, qrSvg });
  });

  app.post<{ Body: OpsTotpConfirmRequest }>(
    '/totp/enrolment/confirm',
    { schema: { body: ref('ops/totp-confirm.request') }, config: { answer: 'ops/enrolled.response' } },
    async (request) => {
      const operator = await requireOperator(context, request, 'session');
      const enrolled = await db.transaction(async (tx) => {
        const after = await confirmEnrolment(tx, operator.id, request.body.code, clock.now());
        await audit(context, request, operator, { action: 'totp.enrol', targetKind: 'operator', targetId: operator.id }, tx);
        return after;
      });
      return ok({ operator: consoleOperator(enrolled, context.site) });
    },
  );
}
