import { chatFileKindOf, chatMediaPathPattern, storedMediaTypes, type ChatFileKind } from '../../runtime/im/protocol/upload-codec.ts';
import type { CommandCall } from './commands/command.ts';
import { mergerFieldsOf, type StoredElement } from './content.ts';
import { invalidParameter } from './errors.ts';
import { uploadSize } from './store/upload-store.ts';

/** Which kind of stored file each element names, and where its url and size are (content.ts wrote them so). */
const mediaElements: Record<string, { kind: ChatFileKind; url: string; size: string }> = {
  TIMSoundElem: { kind: 'audio', url: 'url', size: 'size' },
  TIMVideoFileElem: { kind: 'video', url: 'videoUrl', size: 'videoSize' },
  TIMFileElem: { kind: 'file', url: 'fileUrl', size: 'fileSize' },
};

/** The store key a voice, video or file element names (its url's last part), or '' for another element. */
export function mediaKeyOf(element: StoredElement): string {
  const shape = mediaElements[element.type];
  if (!shape) return '';
  const url = String((mergerFieldsOf(element) as unknown as Record<string, unknown>)[shape.url] ?? '');
  return url.slice(url.lastIndexOf('/') + 1);
}

/**
 * A voice, video or file element may only name a chat file of our store of its own kind (a voice an audio file, a
 * video an mp4 or mov matching its videoFormat, a file the opaque bytes of a file message), with the size the store
 * holds. Who may name it (its uploader, or someone who received it) is shared-files.ts's check. Anything else is 10004.
 */
export async function checkMediaElements(call: CommandCall, elements: readonly StoredElement[]): Promise<void> {
  for (const element of elements) {
    const shape = mediaElements[element.type];
    if (!shape) continue;
    const fields = mergerFieldsOf(element) as unknown as Record<string, unknown>;
    const url = String(fields[shape.url] ?? '');
    const origin = call.connection.origin;
    const match = (url.startsWith(`${origin}/`) ? url.slice(origin.length) : '').match(chatMediaPathPattern);
    if (!match || chatFileKindOf(storedMediaTypes[match[3]]) !== shape.kind)
      throw invalidParameter(`a ${element.type} must name a ${shape.kind} file uploaded to this server`);
    if (shape.kind === 'video' && fields.videoFormat !== match[3])
      throw invalidParameter(`videoFormat must be ${match[3]}, the stored video's`);
    const size = await uploadSize(call.context.db, match[1]);
    if (size === undefined) throw invalidParameter('the file has not been uploaded');
    if (Number(size) !== fields[shape.size]) throw invalidParameter(`the file is ${size} bytes, not ${String(fields[shape.size])}`);
  }
}
