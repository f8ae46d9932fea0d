import {
  chatFileKindOf,
  chatFileLimits,
  chatImagePathPattern,
  storedImageTypes,
  storedMediaTypes,
  UploadLimits,
} from '../../../../runtime/im/protocol/upload-codec.ts';
import { mergerContentType, mergerKeyPattern, mergerMaxBytes } from '../../../../runtime/im/protocol/message-codec.ts';
import { decodeMergerList } from '../../../../runtime/im/protocol/codec.ts';
import { randomBytes } from 'node:crypto';
import { DomainError } from '../../errors.ts';
import type { Database } from '../../ports.ts';
import { insertUpload, uploadedFile, uploadedSince } from './upload-store.ts';

/**
 * What a PUT may store: the images (up to 5 MB; chat images, keys `im-...` signed by the gateway's upload.sign, may be
 * bmp too and up to the 20 MB of spec 001 §9), and the chat's merged lists (keys `im-...merger`), voice, video and
 * files (keys `im-....mp3`, `.mp4`, `.bin` ...), each signed by upload.sign.
 */
export const putTypes: Record<string, string> = { ...storedImageTypes, merger: mergerContentType, ...storedMediaTypes };
/** The largest body any PUT may have (a chat video or file); each key's own limit is checked before the body is read. */
export const largestPut = Math.max(UploadLimits.imageBytes, ...Object.values(chatFileLimits));
const uploadLimitBytes = 5 * 1024 * 1024;
/** The largest body a PUT of `key` may have, by what the key stores. */
export function limitOf(key: string): number {
  if (mergerKeyPattern.test(key)) return mergerMaxBytes;
  if (chatImagePathPattern.test(`/storage/files/${key}`)) return UploadLimits.imageBytes;
  const kind = key.startsWith('im-') ? chatFileKindOf(putTypes[key.split('.').pop() ?? ''] ?? '') : undefined;
  return kind ? chatFileLimits[kind] : uploadLimitBytes;
}
/** How long a pre-signed PUT is valid. */
export const putLifetimeSeconds = 600;

/** Files start with their format's magic bytes; the declared type alone is not trusted. */
export function looksLike(type: string, bytes: Buffer): boolean {
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

/** Per user and day, so one account cannot fill the database. */
const quota = { files: 100, bytes: 200 * 1024 * 1024 };

/**
 * Stores a checked upload of a fan, within their allowance of the last 24 hours; false when the file would go past it
 * (nothing is stored then).
 */
export async function storeUpload(
  db: Database,
  upload: { key: string; type: string; bytes: Buffer; userId: number },
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const used = await uploadedSince(db, upload.userId, since);
  if (used.files >= quota.files || used.bytes + upload.bytes.length > quota.bytes) return false;
  await insertUpload(db, upload.key, upload.type, upload.bytes, upload.userId, now.toISOString());
  return true;
}

/** A stored file's type and bytes, or undefined. */
export function storedFile(db: Database, key: string): Promise<{ content_type: string; bytes: Uint8Array } | undefined> {
  return uploadedFile(db, key);
}

/**
 * The key a fan's upload of a file named `name` is stored under: the fan's id, a random part and the name's extension.
 * Bitmaps are for chat images only (spec 001 §9); the product's own pictures keep the four web formats.
 */
export function newUploadKey(userId: number, name: string): string {
  const extension = name.split('.').pop()!.toLowerCase();
  if (extension === 'bmp') throw new DomainError('BAD_INPUT', '请选择图片文件');
  return `${userId}-${randomBytes(8).toString('hex')}.${extension}`;
}

/** The pictures an operator may upload for fans to see (banners, ads), by their MIME type; the key's extension. */
const operatorPictureTypes: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
/** The largest picture an operator uploads: the fans' own limit (spec 000 §5 resizes theirs to 1200x1200). */
export const operatorPictureBytes = uploadLimitBytes;
/** The MIME types an operator's upload may declare. */
export const operatorPictureMimeTypes = Object.keys(operatorPictureTypes);

/**
 * Stores a picture an operator uploaded from the console (a banner's, an ad's) and answers its address on this server.
 * The bytes must be the image their type declares (spec 000 §5: 请选择图片文件); the key names no fan.
 */
export async function storeOperatorPicture(db: Database, type: string, bytes: Buffer, now: Date): Promise<string> {
  const extension = operatorPictureTypes[type];
  if (!extension || !looksLike(type, bytes)) throw new DomainError('BAD_INPUT', '请选择图片文件');
  if (bytes.length > operatorPictureBytes) throw new DomainError('BAD_INPUT', '图片不能超过 5 MB');
  const key = `ops-${randomBytes(12).toString('hex')}.${extension}`;
  await insertUpload(db, key, type, bytes, null, now.toISOString());
  return `/storage/files/${key}`;
}
