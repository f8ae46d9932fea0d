import { originOf } from '../../http/request-context.ts';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiStatus, ok } from '../../http/envelope.ts';
import type { MinioKeysRequest } from '../../../schema/generated/api.ts';
import { ref } from '../../http/api-schemas.ts';
import type { ServerContext } from '../../server-context.ts';
import { requireUser } from '../../http/session.ts';
import { presignedPutUrl, signPut } from '../../domain/accounts/upload-signing.ts';
import { storedMediaTypes } from '../../../runtime/im/protocol/upload-codec.ts';
import {
  largestPut,
  newUploadKey,
  limitOf,
  looksLike,
  putLifetimeSeconds,
  putTypes,
  storedFile,
  storeUpload,
} from '../../domain/content/uploads/uploads.ts';

const tooLarge = { data: null, msg: '请求内容过大', status: apiStatus.badInput };

/** Uploads' storage (spec 000 §7): temporary keys, the pre-signed PUT and the files it stored. */
export function storageRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  /** COS-style temporary credentials (spec 000 §7). This server stores files itself (switch_self_storage '1'). */
  app.post('/webapi/config/getTempKeysForCos', async (request) => {
    await requireUser(context, request);
    const startTime = nowSeconds();
    return ok({
      credentials: {
        tmpSecretId: randomBytes(16).toString('hex'),
        tmpSecretKey: randomBytes(24).toString('base64url'),
        sessionToken: randomBytes(32).toString('base64url'),
      },
      startTime,
      expiredTime: startTime + 1800,
    });
  });

  app.post<{ Body: MinioKeysRequest }>(
    '/api/config/getTempKeysForMinio',
    { schema: { body: ref('storage/minio-keys.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const key = newUploadKey(user.id, request.body.key);
      const expires = nowSeconds() + putLifetimeSeconds;
      const origin = originOf(request);
      return ok({ put_url: presignedPutUrl(origin, context.uploadSecret, key, expires, user.id), url: `${origin}/storage/files/${key}` });
    },
  );

  // The PUT lives in its own plugin: the raw image body parser applies to it alone, and the signature is checked
  // before any byte of the body is read.
  void app.register(async (uploads) => {
    uploads.addContentTypeParser(
      [...new Set(Object.values(putTypes))],
      { parseAs: 'buffer', bodyLimit: largestPut },
      (_request, body, done) => done(null, body),
    );
    uploads.addHook(
      'onRequest',
      async (
        request: FastifyRequest<{ Params: { key: string }; Querystring: { expires?: string; uid?: string; signature?: string } }>,
        reply: FastifyReply,
      ) => {
        const expires = Number(request.query.expires);
        const given = Buffer.from(String(request.query.signature ?? ''));
        const expected = Buffer.from(signPut(context.uploadSecret, request.params.key, expires, Number(request.query.uid)));
        // Refusals carry S3's HTTP statuses as well as the envelope: the chat layer fetches new credentials on a 403
        // (spec 001 §8), and the product's client reads the envelope whatever the status.
        if (given.length !== expected.length || !timingSafeEqual(given, expected) || expires < nowSeconds())
          return reply.code(403).send({ data: null, msg: '上传地址无效或已过期', status: apiStatus.forbidden });
        // The declared length is checked before the body is read; the body itself again below.
        if (Number(request.headers['content-length'] ?? 0) > limitOf(request.params.key)) return reply.code(413).send(tooLarge);
      },
    );
    uploads.put<{ Params: { key: string }; Querystring: { uid?: string } }>(
      '/storage/upload/:key',
      { bodyLimit: largestPut },
      async (request, reply) => {
        const { key } = request.params;
        const userId = Number(request.query.uid);
        const type = putTypes[key.split('.').pop() ?? ''];
        const bytes = request.body as Buffer;
        // A 400 as S3 would answer, so the chat's uploader sees the refusal; the product's client reads the envelope.
        if (!Buffer.isBuffer(bytes) || request.headers['content-type'] !== type || !looksLike(type, bytes))
          return reply
            .code(400)
            .send({ data: null, msg: type.startsWith('image/') ? '请选择图片文件' : '文件内容与类型不符', status: apiStatus.badInput });
        if (bytes.length > limitOf(key)) return reply.code(413).send(tooLarge);
        // A 429 as well as the envelope: the chat's uploader sees only the HTTP status, and a 200 here let a chat file
        // past the allowance look uploaded until its message failed to send.
        if (!(await storeUpload(db, { key, type, bytes, userId }, clock.now())))
          return reply.code(429).send({ data: null, msg: '今日上传已达上限', status: apiStatus.tooManyRequests });
        return reply.code(200).send(ok({ url: `/storage/files/${key}` }));
      },
    );
  });

  app.get<{ Params: { key: string } }>('/storage/files/:key', async (request, reply) => {
    const file = await storedFile(db, request.params.key);
    if (!file) return reply.code(404).send({ data: null, msg: '文件不存在', status: apiStatus.notFound });
    // A chat file's bytes are anyone's: offered as a download, never shown as a page of this origin.
    if (file.content_type === storedMediaTypes.bin) void reply.header('Content-Disposition', 'attachment');
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .type(file.content_type)
      .send(Buffer.from(file.bytes));
  });
}
