import { showToast } from '../feedback/feedback-store.ts';
import { api } from '../http/api.ts';
import { translate } from '../i18n/i18n.ts';
import { fitWithin, imageUploadRules, isUploadableImage } from './image-rules.ts';

/** Why an upload stopped; the fan has already been told. */
export class UploadError extends Error {
  constructor(readonly code: 'NOT_IMAGE' | 'FAILED') {
    super(code);
    this.name = 'UploadError';
  }
}

/**
 * Uploads an image the fan picked (spec 000 §5, §7, §8): only image files ("please select an image file" in the
 * product's language otherwise), resized to fit 1200x1200 at quality 0.8 unless `compress` is false, then a
 * pre-signed PUT from getTempKeysForMinio. A failure shows "upload failed". Resolves with the file's public URL.
 */
export async function uploadImage(file: File, options: { compress?: boolean } = {}): Promise<string> {
  if (!isUploadableImage(file.type)) {
    showToast(translate('imageOnly'));
    throw new UploadError('NOT_IMAGE');
  }
  try {
    const image = options.compress === false || file.type === 'image/gif' ? file : await resizeImage(file);
    const extension = imageUploadRules.extensions[image.type as keyof typeof imageUploadRules.extensions];
    const { put_url, url } = await api.post<{ put_url: string; url: string }>(
      '/api/config/getTempKeysForMinio',
      { key: `image.${extension}` },
      { noToast: true },
    );
    await api.putFile(put_url, image);
    return url;
  } catch {
    showToast(translate('uploadFailed'));
    throw new UploadError('FAILED');
  }
}

/** Draws the image at the size that fits the limit and encodes it again at the upload quality, in its own type. */
export async function resizeImage(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height, imageUploadRules.maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), file.type, imageUploadRules.quality));
}
