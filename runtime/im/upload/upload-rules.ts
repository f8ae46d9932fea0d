import { imError } from '../errors.ts';
import { imageTypes, UploadLimits } from '../protocol/upload-codec.ts';

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
