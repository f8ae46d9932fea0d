import { decodeAtList, encodeAtList } from '../../runtime/im/protocol/mentions.ts';
import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';
import type { WireElement } from '../../runtime/im/protocol/codec.ts';
import { ImError, invalidParameter } from './errors.ts';

/**
 * Words the server refuses in text (spec 001 §8, 80001). A reference list, kept tiny on purpose: enough for tests and
 * QA to see the refusal; an operator would load a real lexicon.
 */
export const blockedWords = ['法轮', 'badword', '赌博网站'];

/** Body limit of one message (elements plus cloud custom data), in UTF-8 bytes: the 12 KB of the reference SDK. */
export const maxMessageBytes = 12 * 1024;

/** One size of an image element (im.proto ImageInfo). */
export interface StoredImageInfo {
  sizeType: number;
  size: number;
  width: number;
  height: number;
  url: string;
}

/** What the store keeps of an element: the proto fields, without protobufjs's prototype defaults. */
export interface StoredElement {
  type: string;
  text: string;
  data: string;
  description: string;
  extension: string;
  /** Image elements only (checked by image-elements.ts). */
  imageFormat?: number;
  uuid?: string;
  imageInfoArray?: StoredImageInfo[];
}

/** An image element's own fields, kept only on image elements so other messages stay as small as before. */
function imageFields(element: WireElement): Partial<StoredElement> {
  if (element.type !== 'TIMImageElem') return {};
  const infos = (element.imageInfoArray ?? []).map((info) => ({ sizeType: info.sizeType ?? 0, size: info.size ?? 0, width: info.width ?? 0, height: info.height ?? 0, url: info.url ?? '' }));
  return { imageFormat: element.imageFormat ?? 0, uuid: (element.uuid ?? '').slice(0, 128), imageInfoArray: infos };
}

const knownTypes = new Set(['TIMTextElem', 'TIMCustomElem', 'TIMFaceElem', 'TIMImageElem', 'TIMSoundElem', 'TIMVideoFileElem', 'TIMFileElem', 'TIMLocationElem', 'TIMRelayElem']);

/**
 * Checks a message body and returns it in stored form (a text's @ list rewritten in its normal form, whatever else
 * its data held). Refuses (10004) no elements, an unknown element type and empty text; (80002) a body above {@link maxMessageBytes}; (80001) text with a blocked word.
 */
export function checkedElements(elements: readonly WireElement[] | null | undefined, cloudCustomData: string): StoredElement[] {
  if (!elements || elements.length === 0) throw invalidParameter('a message needs at least one element');
  const stored = elements.map((element) => ({
    type: element.type ?? '',
    text: element.text ?? '',
    // A text's data is its @ list (docs/im-protocol.md "Mentions"), kept only in its normal form: at most 30 ids.
    data: element.type === 'TIMTextElem' ? encodeAtList(decodeAtList(element.data)) : (element.data ?? ''),
    description: element.description ?? '',
    extension: element.extension ?? '',
    ...imageFields(element),
  }));
  for (const element of stored) {
    if (!knownTypes.has(element.type)) throw invalidParameter(`unknown element type "${element.type}"`);
    if (element.type === 'TIMTextElem' && element.text.trim() === '') throw invalidParameter('text must not be empty');
  }
  if (Buffer.byteLength(JSON.stringify(stored) + cloudCustomData) > maxMessageBytes) throw new ImError(ServerCode.BODY_TOO_LARGE, `a message body is limited to ${maxMessageBytes} bytes`);
  const text = stored.map((element) => `${element.text}\n${element.description}`).join('\n').toLowerCase();
  if (blockedWords.some((word) => text.includes(word.toLowerCase()))) throw new ImError(ServerCode.BLOCKED_WORD, 'the text contains a blocked word');
  return stored;
}
