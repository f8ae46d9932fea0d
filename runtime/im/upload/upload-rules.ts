import { imError } from '../errors.ts';
import { imageTypes, UploadLimits, videoTypes } from '../protocol/upload-codec.ts';
import './upload-messages.ts';

/** The part of a File (or Blob) the upload reads; typed by hand, as runtime/im has no DOM types (core/host.ts). */
export interface FileLike {
  name?: string;
  size: number;
  type?: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** What createImageMessage takes as payload.file: a File, or an `<input type="file">` whose first file is sent. */
export type ImageFileInput = FileLike | { files: ArrayLike<FileLike> };

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The file of an image message; MESSAGE_IMAGE_SELECT_FILE_FIRST when there is none (spec 001 §5 Upload). */
export function fileOf(input: ImageFileInput | null | undefined): FileLike {
  const file = input && 'files' in input ? input.files[0] : input;
  if (!file || typeof file.size !== 'number' || typeof file.arrayBuffer !== 'function') throw imError('MESSAGE_IMAGE_SELECT_FILE_FIRST');
  return file;
}

/**
 * Spec 001 §5 and §9: the type on the allowed list (by the name's extension, or the MIME type of a nameless Blob;
 * MESSAGE_IMAGE_TYPES_LIMIT), not empty (MESSAGE_FILE_IS_EMPTY), at most the limit (MESSAGE_IMAGE_SIZE_LIMIT, with
 * the limit in MB in its message).
 */
export function checkImageFile(file: FileLike, limit: number = UploadLimits.imageBytes): void {
  const name = file.name ?? '';
  const extension = (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : (file.type ?? '').replace(/^image\//, '')).toLowerCase();
  if (!(imageTypes as readonly string[]).includes(extension)) throw imError('MESSAGE_IMAGE_TYPES_LIMIT');
  if (file.size === 0) throw imError('MESSAGE_FILE_IS_EMPTY');
  if (file.size > limit) throw imError('MESSAGE_IMAGE_SIZE_LIMIT', `an image may be at most ${megabytes(limit)}`);
}

/** A chosen file's extension (from its name, or the subtype of a nameless Blob's MIME type), lower case. */
const extensionOf = (file: FileLike): string => {
  const name = file.name ?? '';
  return (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : (file.type ?? '').replace(/^[a-z]+\//, '')).toLowerCase();
};

/** Voice formats by extension or MIME subtype, and the one each is stored as (upload-codec.ts storedMediaTypes). */
const audioStoredAs: Record<string, string> = {
  mp3: 'mp3',
  mpeg: 'mp3',
  m4a: 'm4a',
  mp4: 'm4a',
  aac: 'aac',
  wav: 'wav',
  ogg: 'ogg',
  webm: 'weba',
  weba: 'weba',
};

/** What an audio, video or file message's upload checks and stores: the file, and the store's extension for it. */
export interface MediaFile {
  file: FileLike;
  storedAs: string;
}

/**
 * A voice message's file (spec 001 §5, §9): none, or one of a format the store does not keep, is
 * MESSAGE_AUDIO_UPLOAD_FAIL; empty MESSAGE_FILE_IS_EMPTY; over 20 MB MESSAGE_AUDIO_SIZE_LIMIT with the limit in MB.
 */
export function checkAudioFile(input: ImageFileInput | null | undefined): MediaFile {
  const file = input && 'files' in input ? input.files[0] : input;
  if (!file || typeof file.size !== 'number' || typeof file.arrayBuffer !== 'function')
    throw imError('MESSAGE_AUDIO_UPLOAD_FAIL', 'select an audio file first');
  const storedAs = audioStoredAs[extensionOf(file)];
  if (!storedAs) throw imError('MESSAGE_AUDIO_UPLOAD_FAIL', 'audio must be mp3, m4a, aac, wav, ogg or webm');
  checkSize(file, UploadLimits.audioBytes, 'MESSAGE_AUDIO_SIZE_LIMIT', 'an audio file');
  return { file, storedAs };
}

/** A video message's file: MESSAGE_FILE_SELECT_FILE_FIRST, MESSAGE_VIDEO_TYPES_LIMIT (mp4, quicktime, mov), empty, over 100 MB. */
export function checkVideoFile(input: ImageFileInput | null | undefined): MediaFile {
  const file = chosenFile(input);
  const extension = extensionOf(file);
  if (!(videoTypes as readonly string[]).includes(extension)) throw imError('MESSAGE_VIDEO_TYPES_LIMIT');
  checkSize(file, UploadLimits.videoBytes, 'MESSAGE_VIDEO_SIZE_LIMIT', 'a video');
  // A quicktime (by MIME type) is a .mov.
  return { file, storedAs: extension === 'mp4' ? 'mp4' : 'mov' };
}

/** A file message's file, of any type: MESSAGE_FILE_SELECT_FILE_FIRST, empty, over 100 MB (MESSAGE_FILE_SIZE_LIMIT). */
export function checkPlainFile(input: ImageFileInput | null | undefined): MediaFile {
  const file = chosenFile(input);
  checkSize(file, UploadLimits.fileBytes, 'MESSAGE_FILE_SIZE_LIMIT', 'a file');
  return { file, storedAs: 'bin' };
}

function chosenFile(input: ImageFileInput | null | undefined): FileLike {
  const file = input && 'files' in input ? input.files[0] : input;
  if (!file || typeof file.size !== 'number' || typeof file.arrayBuffer !== 'function') throw imError('MESSAGE_FILE_SELECT_FILE_FIRST');
  return file;
}

function checkSize(
  file: FileLike,
  limit: number,
  error: 'MESSAGE_AUDIO_SIZE_LIMIT' | 'MESSAGE_VIDEO_SIZE_LIMIT' | 'MESSAGE_FILE_SIZE_LIMIT',
  what: string,
): void {
  if (file.size === 0) throw imError('MESSAGE_FILE_IS_EMPTY');
  if (file.size > limit) throw imError(error, `${what} may be at most ${megabytes(limit)}`);
}
