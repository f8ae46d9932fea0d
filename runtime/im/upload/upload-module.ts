import type { ChatContext } from '../core/chat-context.ts';
import { imError } from '../errors.ts';
import { ImageFormat, ImageSizeType, imageHintEdges, storedImageTypes, storedMediaTypes } from '../protocol/upload-codec.ts';
import { MessageType, type AudioPayload, type FilePayload, type ImageInfo, type ImagePayload, type VideoPayload } from '../types.ts';
import { readImageHeader, type ImageHeader } from './image-header.ts';
import { Uploader } from './uploader.ts';
import {
  checkAudioFile,
  checkImageFile,
  checkPlainFile,
  checkVideoFile,
  fileOf,
  type ImageFileInput,
  type MediaFile,
} from './upload-rules.ts';
import './upload-messages.ts';

/** The length in whole seconds a recorder or the app gave as the file's `duration` (ms, as Tencent's recorder); 0 when none. */
const secondsOf = (file: unknown): number => {
  const duration = Number((file as { duration?: unknown }).duration);
  return Number.isFinite(duration) && duration > 0 ? Math.round(duration / 1000) : 0;
};

const formatOf: Record<ImageHeader['format'], number> = {
  jpeg: ImageFormat.JPG,
  gif: ImageFormat.GIF,
  png: ImageFormat.PNG,
  bmp: ImageFormat.BMP,
  webp: ImageFormat.UNKNOWN,
};

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

  private readonly log: (message: string, error: unknown) => void;

  constructor(context: ChatContext) {
    this.uploader = new Uploader(context);
    this.log = (message, error) => context.log.warn(`chat: ${message}`, error);
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
    const url = await this.uploader.upload(
      { bytes, type: storedImageTypes[header.format === 'jpeg' ? 'jpg' : header.format], name: file.name ?? '' },
      onProgress,
    );
    const info = (sizeType: number, edges: { width: number; height: number }): ImageInfo => ({
      sizeType,
      type: 0,
      size: bytes.length,
      ...edges,
      url,
    });
    return {
      imageFormat: formatOf[header.format],
      imageInfoArray: [
        info(ImageSizeType.ORIGINAL, header),
        info(ImageSizeType.LARGE, fitted(header.width, header.height, imageHintEdges[ImageSizeType.LARGE])),
        info(ImageSizeType.THUMB, fitted(header.width, header.height, imageHintEdges[ImageSizeType.THUMB])),
      ],
    };
  }

  /**
   * Checks and stores a voice, video or file message's file, and answers the payload fields it then has. A failed
   * voice upload is MESSAGE_AUDIO_UPLOAD_FAIL; a video's is tried once more, then MESSAGE_VIDEO_UPLOAD_FAIL (spec 001
   * §8); a file's stays MESSAGE_FILE_UPLOAD_FAIL.
   */
  async uploadMedia(
    type: MessageType,
    input: ImageFileInput,
    onProgress: (percent: number) => void = () => undefined,
  ): Promise<Partial<AudioPayload & VideoPayload & FilePayload>> {
    if (type === MessageType.AUDIO) {
      const media = checkAudioFile(input);
      const url = await this.store(media, onProgress, 'MESSAGE_AUDIO_UPLOAD_FAIL');
      return { url, size: media.file.size, second: secondsOf(media.file), downloadFlag: 2 };
    }
    if (type === MessageType.VIDEO) {
      const media = checkVideoFile(input);
      let url: string;
      try {
        url = await this.store(media, onProgress);
      } catch (first) {
        this.log('the video upload failed; trying once more', first);
        url = await this.store(media, onProgress, 'MESSAGE_VIDEO_UPLOAD_FAIL');
      }
      return {
        videoUrl: url,
        videoSize: media.file.size,
        videoSecond: secondsOf(media.file),
        videoFormat: media.storedAs,
        videoDownloadFlag: 2,
        snapshotUrl: '',
      };
    }
    const media = checkPlainFile(input);
    const url = await this.store(media, onProgress);
    return { fileUrl: url, fileName: String(media.file.name ?? ''), fileSize: media.file.size, downloadFlag: 2 };
  }

  /** Uploads a checked file under its stored type; a failure is `failure` when given (the uploader's own error otherwise). */
  private async store(
    media: MediaFile,
    onProgress: (percent: number) => void,
    failure?: 'MESSAGE_AUDIO_UPLOAD_FAIL' | 'MESSAGE_VIDEO_UPLOAD_FAIL',
  ): Promise<string> {
    const bytes = new Uint8Array(await media.file.arrayBuffer());
    onProgress(0);
    try {
      return await this.uploader.upload({ bytes, type: storedMediaTypes[media.storedAs], name: media.file.name ?? '' }, onProgress);
    } catch (error) {
      if (!failure) throw error;
      throw imError(failure, error instanceof Error ? error.message : undefined);
    }
  }
}
