import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import {
  chatFileKindOf,
  chatFileLimits,
  decodeUploadRequest,
  encodeUploadResponse,
  storedImageTypes,
  storedMediaTypes,
  UploadLimits,
  type UploadResponse,
} from '../../../runtime/im/protocol/upload-codec.ts';
import type { FrameBody } from '../../../runtime/im/protocol/codec.ts';
import { mergerContentType, mergerExtension, mergerMaxBytes } from '../../../runtime/im/protocol/message-codec.ts';
import { presignedPutUrl } from '../../domain/accounts/upload-signing.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { isGuest, type CommandCall, type CommandHandler } from './command.ts';

/**
 * Temporary storage credentials are stateless: the session token is a MAC of who holds them, their id and their end,
 * so any node can check them and none has to remember them (spec 001 §3 "Temporary storage credentials").
 */
const sessionTokenOf = (secret: string, userId: string, secretId: string, expiredTime: number) =>
  createHmac('sha256', secret).update(`upload-credentials:${userId}:${secretId}:${expiredTime}`).digest('base64url');

const kindNames = { audio: 'a voice file', video: 'a video', file: 'a file' } as const;

const answer = (response: UploadResponse): FrameBody => ({ upload: encodeUploadResponse(response) });

function uploadRequest(call: CommandCall) {
  if (isGuest(call.user.id)) throw new ImError(ServerCode.NO_PERMISSION, 'guests cannot upload');
  try {
    return decodeUploadRequest(call.frame.upload ?? new Uint8Array());
  } catch {
    throw invalidParameter('upload must be an UploadRequest');
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `upload.credentials` and `upload.sign` (docs/im-protocol.md "Upload commands"). */
export const uploadCommands: Record<string, CommandHandler> = {
  /** Credentials for 600 s (spec 001 §9); the client asks again 120 s before they end. */
  async 'upload.credentials'(call) {
    uploadRequest(call);
    const tmpSecretId = randomBytes(16).toString('hex');
    const expiredTime = call.now + UploadLimits.credentialSeconds;
    return answer({
      tmpSecretId,
      // Our store signs the address itself (upload.sign), so the key is never used to sign: it is there for the shape.
      tmpSecretKey: randomBytes(24).toString('base64url'),
      sessionToken: sessionTokenOf(call.context.uploadSecret, call.user.id, tmpSecretId, expiredTime),
      startTime: call.now,
      expiredTime,
    });
  },

  /**
   * A pre-signed PUT address for one chat image, voice, video or file (or a merged list), valid for the asked duration (at most 900 s) and never beyond the
   * credentials, so a PUT after they end gets 403 and the client fetches new ones. 10007 for credentials that are not
   * this user's or have ended; 10004 for a type the store does not keep or a size over the limit.
   */
  async 'upload.sign'(call) {
    const request = uploadRequest(call);
    const expiredTime = request.expiredTime ?? 0;
    const token = sessionTokenOf(call.context.uploadSecret, call.user.id, request.tmpSecretId ?? '', expiredTime);
    if (!sameToken(request.sessionToken ?? '', token) || expiredTime <= call.now)
      throw new ImError(ServerCode.NO_PERMISSION, 'upload credentials are invalid or have expired: fetch new ones');
    // A merged message's list over 11,264 bytes is stored apart (spec 001 §9), as the messages module uploads it.
    const merger = request.fileType === mergerContentType;
    const storedTypes = { ...storedImageTypes, ...storedMediaTypes };
    const extension = merger ? mergerExtension : Object.keys(storedTypes).find((ext) => storedTypes[ext] === request.fileType);
    if (!extension)
      throw invalidParameter(
        `the store keeps images, voice, video and files (${Object.values(storedTypes).join(', ')}) and merged lists (${mergerContentType}) only`,
      );
    if ((request.uploadMethod || 'PUT') !== 'PUT') throw invalidParameter('the store takes PUT uploads only');
    const kind = chatFileKindOf(request.fileType ?? '');
    const limit = merger ? mergerMaxBytes : kind ? chatFileLimits[kind] : UploadLimits.imageBytes;
    if (!request.fileSize || request.fileSize > limit)
      throw invalidParameter(`${merger ? 'a merged list' : kind ? kindNames[kind] : 'an image'} is 1 byte to ${limit / 1024 / 1024} MB`);
    const duration = Math.min(request.duration || UploadLimits.presignedSeconds, UploadLimits.presignedSeconds);
    const expires = Math.min(call.now + duration, expiredTime);
    const key = `im-${call.user.id}-${randomBytes(8).toString('hex')}.${extension}`;
    const origin = call.connection.origin;
    const downloadUrl = `${origin}/storage/files/${key}`;
    return answer({
      uploadUrl: presignedPutUrl(origin, call.context.uploadSecret, key, expires, Number(call.user.id)),
      downloadUrl,
      headUrl: downloadUrl,
      expiredTime: expires,
    });
  },
};
