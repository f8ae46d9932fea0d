import type { ChatContext } from '../core/chat-context.ts';
import { imError } from '../errors.ts';
import { ImageFormat, ImageSizeType, imageHintEdges, storedImageTypes } from '../protocol/upload-codec.ts';
import type { ImageInfo, ImagePayload } from '../types.ts';
import { readImageHeader, type ImageHeader } from './image-header.ts';
import { Uploader } from './uploader.ts';
import { checkImageFile, fileOf, type ImageFileInput } from './upload-rules.ts';

const formatOf: Record<ImageHeader['format'], number> = { jpeg: ImageFormat.JPG, gif: ImageFormat.GIF, png: ImageFormat.PNG, bmp: ImageFormat.BMP, webp: ImageFormat.UNKNOWN };

/** The edges of an image shown within a square of `edge` pixels (never enlarged). */
function fitted(width: number, height: number, edge: number): { width: number; height: number } {
  const scale = Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Uploads (spec 001 §5, §9): a separate chunk, loaded the first time an image message is created or sent, so the core
 * the app loads first does not carry it (docs/decisions.md "Chat images").
 */
export class UploadModule {
  private readonly uploader: Uploader;

  constructor(context: ChatContext) {
    this.uploader = new Uploader(context);
  }

  /**
   * Checks and stores an image message's file, and answers its infos: the original, then the large (720) and thumb
   * (198) as hints of the same file (the store does not resize). A file whose bytes are not an image is
   * MESSAGE_IMAGE_TYPES_LIMIT, whatever its name says.
   */
  async uploadImage(input: ImageFileInput, onProgress: (percent: number) => void = () => undefined): Promise<Omit<ImagePayload, 'uuid'>> {
    const file = fileOf(input);
    checkImageFile(file);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const header = readImageHeader(bytes);
    if (!header) throw imError('MESSAGE_IMAGE_TYPES_LIMIT', 'the file is not a jpg, gif, png, bmp or webp image');
    onProgress(0);
    const url = await this.uploader.upload({ bytes, type: storedImageTypes[header.format === 'jpeg' ? 'jpg' : header.format], name: file.name ?? '' }, onProgress);
    const info = (sizeType: number, edges: { width: number; height: number }): ImageInfo => ({ sizeType, type: 0, size: bytes.length, ...edges, url });
    return {
      imageFormat: formatOf[header.format],
      imageInfoArray: [
        info(ImageSizeType.ORIGINAL, header),
        info(ImageSizeType.LARGE, fitted(header.width, header.height, imageHintEdges[ImageSizeType.LARGE])),
        info(ImageSizeType.THUMB, fitted(header.width, header.height, imageHintEdges[ImageSizeType.THUMB])),
      ],
    };
  }
}
