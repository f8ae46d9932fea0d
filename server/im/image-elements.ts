import { chatImagePathPattern, ImageFormat, ImageSizeType } from '../../runtime/im/protocol/upload-codec.ts';
import type { CommandCall } from './commands/command.ts';
import type { StoredElement } from './content.ts';
import { invalidParameter } from './errors.ts';
import { uploadSize } from './store/upload-store.ts';

/** Largest edge an image may claim, in pixels: far beyond any phone picture, low enough to keep layouts sane. */
const maxEdge = 20000;
const formats = new Set<number>(Object.values(ImageFormat));
const sizeOrder = [ImageSizeType.ORIGINAL, ImageSizeType.LARGE, ImageSizeType.THUMB];
const isEdge = (value: number | undefined) => Number.isInteger(value) && value! >= 1 && value! <= maxEdge;

/**
 * An image element may only show a chat image of our store (never an arbitrary address a client names): one its sender
 * uploaded or received (shared-files.ts checks which), with the size the store holds, and sane dimensions: the original (size type 1), then the large (2) and thumb
 * (3) hints of the same file, none larger than the original. Anything else is 10004.
 */
export async function checkImageElements(call: CommandCall, elements: readonly StoredElement[]): Promise<void> {
  for (const element of elements) {
    if (element.type !== 'TIMImageElem') continue;
    const infos = element.imageInfoArray ?? [];
    if (!formats.has(element.imageFormat ?? 0)) throw invalidParameter('image_format must be 1, 2, 3, 4 or 255');
    if (infos.length !== 3 || infos.some((info, index) => info.sizeType !== sizeOrder[index]))
      throw invalidParameter('an image has its original, large and thumb infos, in that order');
    const [original] = infos;
    const url = original.url ?? '';
    const origin = call.connection.origin;
    const path = url.startsWith(`${origin}/`) ? url.slice(origin.length) : '';
    const match = path.match(chatImagePathPattern);
    if (!match) throw invalidParameter('an image must be a chat image uploaded to this server');
    if (infos.some((info) => info.url !== url || info.size !== original.size))
      throw invalidParameter('the large and thumb infos name the same file as the original');
    if (
      infos.some((info) => !isEdge(info.width) || !isEdge(info.height) || info.width! > original.width! || info.height! > original.height!)
    )
      throw invalidParameter(`image edges are 1 to ${maxEdge} pixels, the hints no larger than the original`);
    const size = await uploadSize(call.context.db, match[1]);
    if (size === undefined) throw invalidParameter('the image has not been uploaded');
    if (Number(size) !== original.size) throw invalidParameter(`the image is ${size} bytes, not ${original.size}`);
  }
}
