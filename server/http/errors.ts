import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiStatus, sendNotFound, statusOfCode } from './envelope.ts';
import { DomainError } from '../domain/errors.ts';
import type { FaultLog } from './request-log.ts';
import { validationMessage } from './validation-message.ts';

/** What a server fault answers the fan (HTTP 500, with the request id): nothing of what failed. */
export const serverFaultMessage = '服务器繁忙，请稍后再试';

/** Failures of the router itself (a malformed URL, a path parameter over 100 characters): bad input in the envelope. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400)
    .send({ data: null, msg: '参数错误: 请求地址不正确', status: apiStatus.badInput });
}

/**
 * Turns every failure into the envelope. Nothing about the server's insides (stack, SQL, paths) reaches the client: a
 * server fault answers its request id, and the log line of `fault` with the same id says what failed.
 */
export function installErrorHandling(
  app: FastifyInstance,
  fault: FaultLog,
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      // The console's API answers a refusal with HTTP 403 too (docs/api.md "Operators' console"); the fan API keeps 200.
      const http = error.code === 'FORBIDDEN' && request.url.startsWith('/ops/') ? 403 : 200;
      return reply.code(http).send({ data: null, msg: error.message, status: statusOfCode[error.code] });
    }
    if (error.validation)
      return reply
        .code(200)
        .send({ data: null, msg: validationMessage(error.validation, error.validationContext), status: apiStatus.badInput });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ data: null, msg: '请求内容过大', status: apiStatus.badInput });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.statusCode === 400) {
      return reply.code(200).send({ data: null, msg: '参数错误: 请求格式不正确', status: apiStatus.badInput });
    }
    // A folder of the built site (/m/assets/) or console (/ops/assets/): the static files plugin refuses to list it
    // (403). Answered as a missing file, which tells nothing of what exists, rather than as a server fault.
    if (error.statusCode === 403 && /^\/(m|ops)\/(?!api\/)/.test(request.url))
      return sendNotFound(reply, `文件不存在: ${request.url.split('?')[0]}`);
    fault(request, error);
    return reply.code(500).send({ data: null, msg: serverFaultMessage, status: apiStatus.internal, request_id: request.id });
  });
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback?.(request, reply)) return;
    void sendNotFound(reply, `接口不存在: ${request.method} ${request.url.split('?')[0]}`);
  });
}
