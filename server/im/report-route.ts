import type { FastifyInstance } from 'fastify';
import { decodeServiceRequest } from '../../runtime/im/protocol/service-codec.ts';
import { siteConfig } from '../domain/site/site-config.ts';
import { ImError } from './errors.ts';
import type { ChatGateway } from './gateway-port.ts';
import { storedReport } from './reports.ts';
import { storeReport } from './store/report-store.ts';
import { unixNow } from './wire.ts';

/** A report is a few KB; 100 events of 1,000-character messages stay under this. */
const bodyLimit = 256 * 1024;

/**
 * `POST /im/report?sdkappid=&reqtime=` (spec 001 §7 "stats report ... HTTP POST fallback"): a ServiceRequest whose
 * report the SDK could not send over the socket. 204 when stored; 400 with a reason for a wrong app id or a body
 * that is not a report. Registered in the scope that parses protobuf bodies (routes.ts).
 */
export function reportRoute(app: FastifyInstance, gateway: ChatGateway): void {
  app.post<{ Querystring: { sdkappid?: string; reqtime?: string } }>('/im/report', { bodyLimit }, async (request, reply) => {
    const refuse = (reason: string) => reply.code(400).type('text/plain').send(reason);
    const sdkAppId = Number(request.query.sdkappid);
    if (sdkAppId !== Number((await siteConfig(gateway.context)).im_sdkappid)) return refuse('wrong sdkappid');
    let stored: ReturnType<typeof storedReport>;
    try {
      if (!Buffer.isBuffer(request.body)) throw new Error('no body');
      const body = decodeServiceRequest(request.body);
      if (JSON.stringify(body).includes('\\u0000')) throw new Error('NUL in text');
      stored = storedReport(body.report);
    } catch (error) {
      return refuse(error instanceof ImError ? error.message : 'the body is not a ServiceRequest with a report');
    }
    await storeReport(gateway.context.db, {
      sdkAppId,
      userId: '',
      kind: stored.kind,
      body: stored.body,
      now: unixNow(gateway.context.clock.now()),
    });
    return reply.code(204).send();
  });
}
