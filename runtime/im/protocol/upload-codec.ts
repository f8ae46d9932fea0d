/**
 * The upload module's half of the protocol (spec 001 §7 storage credentials and pre-signed URLs): the messages of
 * upload.proto, carried as a Frame's `upload` bytes, and the limits both sides apply. Kept apart from codec.ts so
 * that only the module the app loads on demand, and the gateway, bring this generated code.
 */
import { imupload } from './generated/upload.js';

export type UploadRequest = imupload.UploadRequest.$Properties;
export type UploadResponse = imupload.UploadResponse.$Properties;

const megabyte = 1024 * 1024;

/** Spec 001 §9 Upload: audio 20 MB, file 100 MB, image 20 MB, video 100 MB. */
export const UploadLimits = {
  imageBytes: 20 * megabyte,
  audioBytes: 20 * megabyte,
  videoBytes: 100 * megabyte,
  fileBytes: 100 * megabyte,
  /** Credentials live 600 s and are fetched again 120 s before they expire. */
  credentialSeconds: 600,
  credentialRefreshSeconds: 120,
  /** A pre-signed address lives at most 900 s, and never beyond its credentials. */
  presignedSeconds: 900,
} as const;

/** Image file types a chat image may have (spec 001 §9; "image" is Tencent's name for a file without a known one). */
export const imageTypes = ['jpg', 'jpeg', 'gif', 'png', 'bmp', 'image', 'webp'] as const;

/** MIME types of the images the store keeps, by the extension its keys end with. */
export const storedImageTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
};

/** Video file types a chat video may have (spec 001 §9; quicktime is a .mov's MIME subtype). */
export const videoTypes = ['mp4', 'quicktime', 'mov'] as const;

/**
 * What the store keeps of voice, video and file messages, by the extension its keys end with: voice in the formats
 * browsers record or play, video as mp4 or mov, and any other file as opaque bytes (`bin`, served as a download).
 */
export const storedMediaTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  weba: 'audio/webm',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  bin: 'application/octet-stream',
};

/** The kind of chat file a stored MIME type is: which message may name it and which limit it has. */
export type ChatFileKind = 'audio' | 'video' | 'file';
export const chatFileKindOf = (mimeType: string): ChatFileKind | undefined =>
  mimeType === storedMediaTypes.bin
    ? 'file'
    : mimeType.startsWith('audio/')
      ? 'audio'
      : mimeType.startsWith('video/')
        ? 'video'
        : undefined;
export const chatFileLimits: Record<ChatFileKind, number> = {
  audio: UploadLimits.audioBytes,
  video: UploadLimits.videoBytes,
  file: UploadLimits.fileBytes,
};

/** The path of a chat voice, video or file in the store; like an image's, its key names the uploader. */
export const chatMediaPathPattern = /^\/storage\/files\/(im-(\d{1,9})-[0-9a-f]{16}\.(mp3|m4a|aac|wav|ogg|weba|mp4|mov|bin))$/u;

/** Tencent's imageFormat of an image message: 1 jpg, 2 gif, 3 png, 4 bmp, 255 anything else (webp here). */
export const ImageFormat = { JPG: 1, GIF: 2, PNG: 3, BMP: 4, UNKNOWN: 255 } as const;

/** Sizes of an image message's info list: the original and the two hints (spec 001 §9 thumbnail sizes 720 and 198). */
export const ImageSizeType = { ORIGINAL: 1, LARGE: 2, THUMB: 3 } as const;
export const imageHintEdges = { [ImageSizeType.LARGE]: 720, [ImageSizeType.THUMB]: 198 } as const;

/** The path of a chat image in the store: its key names the uploader, so the gateway can tell whose file it is. */
export const chatImagePathPattern = /^\/storage\/files\/(im-(\d{1,9})-[0-9a-f]{16}\.(png|jpg|jpeg|webp|gif|bmp))$/u;

export const encodeUploadRequest = (request: UploadRequest): Uint8Array => imupload.UploadRequest.encode(request).finish();
/** Throws on bytes that are not a request; the gateway answers 10004. */
export const decodeUploadRequest = (bytes: Uint8Array): imupload.UploadRequest => imupload.UploadRequest.decode(bytes);
export const encodeUploadResponse = (response: UploadResponse): Uint8Array => imupload.UploadResponse.encode(response).finish();
export const decodeUploadResponse = (bytes: Uint8Array): imupload.UploadResponse => imupload.UploadResponse.decode(bytes);
