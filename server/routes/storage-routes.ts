import { originOf } from '../http/request-context.ts';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiStatus, ok } from '../http/envelope.ts';
import { DomainError } from '../domain/errors.ts';
import { ref } from '../http/api-schemas.ts';
import type { ServerContext } from '../server-context.ts';
import { requireUser } from '../http/session.ts';
import { presignedPutUrl, signPut } from '../domain/accounts/upload-signing.ts';
import {
  chatFileKindOf,
  chatFileLimits,
  chatImagePathPattern,
  storedImageTypes,
  storedMediaTypes,
  UploadLimits,
} from '../../runtime/im/protocol/upload-codec.ts';
import { mergerContentType, mergerKeyPattern, mergerMaxBytes } from '../../runtime/im/protocol/message-codec.ts';
import { decodeMergerList } from '../../runtime/im/protocol/codec.ts';

/**
 * Uploads: images only, up to 5 MB; a pre-signed PUT is valid for 10 minutes. Chat images (keys `im-...`, signed by the
 * gateway's upload.sign) may be bmp too and up to the 20 MB of spec 001 §9.
 */
export const uploadTypes: Record<string, string> = storedImageTypes;
/**
 * What a PUT may store: the images, and the chat's merged lists (keys `im-...merger`), voice, video and files (keys
 * `im-....mp3`, `.mp4`, `.bin` ...), each signed by upload.sign.
 */
const putTypes: Record<string, string> = { ...uploadTypes, merger: mergerContentType, ...storedMediaTypes };
/** The largest body any PUT may have (a chat video or file); each key's own limit is checked before the body is read. */
const largestPut = Math.max(UploadLimits.imageBytes, ...Object.values(chatFileLimits));
export const uploadLimitBytes = 5 * 1024 * 1024;
const tooLarge = { data: null, msg: '请求内容过大', status: apiStatus.badInput };
function limitOf(key: string): number {
  if (mergerKeyPattern.test(key)) return mergerMaxBytes;
  if (chatImagePathPattern.test(`/storage/files/${key}`)) return UploadLimits.imageBytes;
  const kind = key.startsWith('im-') ? chatFileKindOf(putTypes[key.split('.').pop() ?? ''] ?? '') : undefined;
  return kind ? chatFileLimits[kind] : uploadLimitBytes;
}
const putLifetimeSeconds = 600;
/** Per user and day, so one account cannot fill the database. */
const quota = { files: 100, bytes: 200 * 1024 * 1024 };

/** Files start with their format's magic bytes; the declared type alone is not trusted. */
function looksLike(type: string, bytes: Buffer): boolean {
  if (type === 'image/png') return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (type === 'image/jpeg') return bytes[0] === 0xff && bytes[1] === 0xd8;
  if (type === 'image/gif') return bytes.subarray(0, 4).toString() === 'GIF8';
  if (type === 'image/webp') return bytes.subarray(0, 4).toString() === 'RIFF' && bytes.subarray(8, 12).toString() === 'WEBP';
  if (type === 'image/bmp') return bytes.subarray(0, 2).toString() === 'BM';
  if (type === mergerContentType) return isMergerList(bytes);
  return looksLikeMedia(type, bytes);
}

/** Voice and video by their containers' marks; a plain file (octet-stream) may be any bytes, as it is only downloaded. */
function looksLikeMedia(type: string, bytes: Buffer): boolean {
  const at = (offset: number, text: string) => bytes.subarray(offset, offset + text.length).toString('latin1') === text;
  // MP4, M4A and QuickTime: an ISO base media box (ftyp, or an old .mov's moov, mdat, wide or free) at byte 4.
  const isoBox = ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].some((box) => at(4, box));
  if (type === 'video/mp4' || type === 'video/quicktime' || type === 'audio/mp4') return isoBox;
  // MP3: an ID3 tag or an MPEG frame sync; AAC: an ADTS sync.
  if (type === 'audio/mpeg') return at(0, 'ID3') || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0);
  if (type === 'audio/aac') return bytes[0] === 0xff && (bytes[1] & 0xf6) === 0xf0;
  if (type === 'audio/wav') return at(0, 'RIFF') && at(8, 'WAVE');
  if (type === 'audio/ogg') return at(0, 'OggS');
  if (type === 'audio/webm') return bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  return type === storedMediaTypes.bin && bytes.length > 0;
}

/** A merged list is a message list that decodes, with at least one message. */
function isMergerList(bytes: Buffer): boolean {
  try {
    return decodeMergerList(bytes).length > 0;
  } catch {
    return false;
  }
}

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

  app.post<{ Body: { key: string } }>(
    '/api/config/getTempKeysForMinio',
    { schema: { body: ref('storage/minio-keys.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      const extension = request.body.key.split('.').pop()!.toLowerCase();
      // Bitmaps are for chat images only (spec 001 §9); the product's own pictures keep the four web formats.
      if (extension === 'bmp') throw new DomainError('BAD_INPUT', '请选择图片文件');
      const key = `${user.id}-${randomBytes(8).toString('hex')}.${extension}`;
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
        const since = new Date(clock.now().getTime() - 24 * 3600_000).toISOString();
        const [used] = await db.query<{ files: number; bytes: number }>(
          'select count(*)::int as files, coalesce(sum(size), 0)::int as bytes from uploads where user_id = $1 and created_at > $2',
          [userId, since],
        );
        // A 429 as well as the envelope: the chat's uploader sees only the HTTP status, and a 200 here let a chat file
        // past the allowance look uploaded until its message failed to send.
        if (Number(used.files) >= quota.files || Number(used.bytes) + bytes.length > quota.bytes)
          return reply.code(429).send({ data: null, msg: '今日上传已达上限', status: apiStatus.tooManyRequests });
        await db.query(
          'insert into uploads (key, content_type, bytes, size, user_id, created_at) values ($1, $2, $3, $4, $5, $6) on conflict (key) do nothing',
          [key, type, bytes, bytes.length, userId, clock.now().toISOString()],
        );
        return reply.code(200).send(ok({ url: `/storage/files/${key}` }));
      },
    );
  });

  app.get<{ Params: { key: string } }>('/storage/files/:key', async (request, reply) => {
    const [file] = await db.query<{ content_type: string; bytes: Uint8Array }>('select content_type, bytes from uploads where key = $1', [
      request.params.key,
    ]);
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
