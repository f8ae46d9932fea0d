import { decodeAtList, encodeAtList } from '../../runtime/im/protocol/mentions.ts';
import { ServerCode } from '../../runtime/im/protocol/server-codes.ts';
import type { WireElement, WireMessage } from '../../runtime/im/protocol/codec.ts';
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
  /** Merged-message elements only: its messages (shared-files.ts checks the key of a list stored apart). */
  messageList?: WireMessage[];
}

/** An image element's own fields, kept only on image elements so other messages stay as small as before. */
function imageFields(element: WireElement): Partial<StoredElement> {
  if (element.type !== 'TIMImageElem') return {};
  const infos = (element.imageInfoArray ?? []).map((info) => ({
    sizeType: info.sizeType ?? 0,
    size: info.size ?? 0,
    width: info.width ?? 0,
    height: info.height ?? 0,
    url: info.url ?? '',
  }));
  return { imageFormat: element.imageFormat ?? 0, uuid: (element.uuid ?? '').slice(0, 128), imageInfoArray: infos };
}

/**
 * The Tencent fields a face, location or merged-message element carries as JSON in its data (im.proto Element), read
 * and checked (10004 for missing or malformed ones), and written back in one normal form.
 */
function jsonFields(element: WireElement, sentAt: number): Partial<StoredElement> {
  const type = element.type ?? '';
  if (type !== 'TIMFaceElem' && type !== 'TIMLocationElem' && type !== 'TIMRelayElem' && !(type in mediaFieldsOf)) return {};
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(element.data || '') as Record<string, unknown>;
  } catch {
    throw invalidParameter(`a ${type} carries its fields as JSON in data`);
  }
  if (!fields || typeof fields !== 'object' || Array.isArray(fields))
    throw invalidParameter(`a ${type} carries its fields as JSON in data`);
  const string = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '');
  if (type in mediaFieldsOf) return { data: JSON.stringify(mediaFieldsOf[type as keyof typeof mediaFieldsOf](fields)) };
  if (type === 'TIMFaceElem') {
    const index = fields.index;
    if (!Number.isInteger(index) || (index as number) < 0) throw invalidParameter('a face has a whole index from 0');
    return { data: JSON.stringify({ index, data: string('data') }) };
  }
  if (type === 'TIMLocationElem') {
    const { longitude, latitude } = fields;
    if (!isDegrees(longitude, 180) || !isDegrees(latitude, 90))
      throw invalidParameter('a location has a longitude of -180 to 180 and a latitude of -90 to 90 degrees');
    return { data: JSON.stringify({ description: string('description'), longitude, latitude }) };
  }
  const abstractList = Array.isArray(fields.abstractList)
    ? fields.abstractList.filter((item): item is string => typeof item === 'string')
    : [];
  const messageList = (element.messageList ?? []).map((message) => nestedMessage(message, sentAt));
  const downloadKey = string('downloadKey');
  if (messageList.length === 0 && !downloadKey)
    throw invalidParameter('a merged message carries its message list or the download key of the list stored apart');
  const messageNumber = Number.isInteger(fields.messageNumber) ? (fields.messageNumber as number) : messageList.length;
  return {
    data: JSON.stringify({ title: string('title'), abstractList, compatibleText: string('compatibleText'), messageNumber, downloadKey }),
    messageList,
  };
}

/** A whole number from 0 to `max`, or 10004 naming the field. */
function wholeNumber(fields: Record<string, unknown>, key: string, max: number, min = 0): number {
  const value = fields[key];
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max)
    throw invalidParameter(`${key} must be a whole number from ${min} to ${max}`);
  return value as number;
}
const text = (fields: Record<string, unknown>, key: string, max: number) =>
  typeof fields[key] === 'string' ? (fields[key] as string).slice(0, max) : '';

/**
 * Voice, video and file elements in their normal form (Tencent's field names): the url of the stored file and its
 * size, which media-elements.ts checks against the store, a voice's or video's whole seconds (at most a day), a file's
 * name (1 to 255 characters, no path).
 */
const mediaFieldsOf = {
  TIMSoundElem: (fields: Record<string, unknown>) => ({
    uuid: text(fields, 'uuid', 128),
    url: text(fields, 'url', 512),
    size: wholeNumber(fields, 'size', 2 ** 31, 1),
    second: wholeNumber(fields, 'second', 86400),
    downloadFlag: 2,
  }),
  TIMVideoFileElem: (fields: Record<string, unknown>) => ({
    videoUUID: text(fields, 'videoUUID', 128),
    videoUrl: text(fields, 'videoUrl', 512),
    videoSize: wholeNumber(fields, 'videoSize', 2 ** 31, 1),
    videoSecond: wholeNumber(fields, 'videoSecond', 86400),
    videoFormat: text(fields, 'videoFormat', 8),
    videoDownloadFlag: 2,
    snapshotUrl: '',
  }),
  TIMFileElem: (fields: Record<string, unknown>) => {
    const fileName = (typeof fields.fileName === 'string' ? fields.fileName : '').replace(/^.*[\\/]/u, '');
    if (!fileName || fileName.length > 255) throw invalidParameter('a file has a name of 1 to 255 characters');
    return {
      uuid: text(fields, 'uuid', 128),
      fileName,
      fileUrl: text(fields, 'fileUrl', 512),
      fileSize: wholeNumber(fields, 'fileSize', 2 ** 31, 1),
      downloadFlag: 2,
    };
  },
};

/** The fields of a merged-message element's data, as {@link jsonFields} wrote them. */
export function mergerFieldsOf(element: StoredElement): {
  title: string;
  abstractList: string[];
  compatibleText: string;
  downloadKey: string;
  description?: string;
} {
  try {
    return JSON.parse(element.data) as ReturnType<typeof mergerFieldsOf>;
  } catch {
    return { title: '', abstractList: [], compatibleText: '', downloadKey: '' };
  }
}

/**
 * A message inside a merged one, as a reader will see it: its elements checked like any, its own marks dropped, and
 * the time it was forwarded (`sentAt`, the server's): the client sends none, and a time of its own would be its claim.
 */
function nestedMessage(message: WireMessage, sentAt: number): WireMessage {
  return {
    conversationType: message.conversationType ?? 0,
    from: message.from ?? '',
    to: message.to ?? '',
    sequence: message.sequence ?? 0,
    random: message.random ?? 0,
    time: sentAt,
    clientTime: message.clientTime ?? 0,
    nick: message.nick ?? '',
    avatar: message.avatar ?? '',
    cloudCustomData: message.cloudCustomData ?? '',
    elements: storedElements(message.elements, sentAt),
  };
}

const isDegrees = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

const knownTypes = new Set([
  'TIMTextElem',
  'TIMCustomElem',
  'TIMFaceElem',
  'TIMImageElem',
  'TIMSoundElem',
  'TIMVideoFileElem',
  'TIMFileElem',
  'TIMLocationElem',
  'TIMRelayElem',
]);

/**
 * Checks a message body and returns it in stored form (a text's @ list rewritten in its normal form, whatever else
 * its data held). Refuses (10004) no elements, an unknown element type and empty text; (80002) a body above {@link maxMessageBytes}; (80001) text with a blocked word.
 */
export function checkedElements(
  elements: readonly WireElement[] | null | undefined,
  cloudCustomData: string,
  sentAt: number,
): StoredElement[] {
  const stored = storedElements(elements, sentAt);
  if (Buffer.byteLength(JSON.stringify(stored) + cloudCustomData) > maxMessageBytes)
    throw new ImError(ServerCode.BODY_TOO_LARGE, `a message body is limited to ${maxMessageBytes} bytes`);
  const text = stored.map(textOf).join('\n').toLowerCase();
  if (blockedWords.some((word) => text.includes(word.toLowerCase())))
    throw new ImError(ServerCode.BLOCKED_WORD, 'the text contains a blocked word');
  return stored;
}

/** The words a reader sees of an element, a merged message's own messages included (they pass the same filter). */
function textOf(element: StoredElement): string {
  const json = element.type === 'TIMRelayElem' || element.type === 'TIMLocationElem' ? mergerFieldsOf(element) : undefined;
  const own = [
    element.text,
    element.description,
    json?.title ?? '',
    ...(json?.abstractList ?? []),
    json?.compatibleText ?? '',
    json?.description ?? '',
  ].join('\n');
  return [own, ...(element.messageList ?? []).flatMap((message) => (message.elements as StoredElement[]).map(textOf))].join('\n');
}

/** The elements in stored form, each of a known type with its own rules (10004 otherwise); `sentAt` as in nestedMessage. */
function storedElements(elements: readonly WireElement[] | null | undefined, sentAt: number): StoredElement[] {
  if (!elements || elements.length === 0) throw invalidParameter('a message needs at least one element');
  const stored = elements.map((element) => ({
    type: element.type ?? '',
    text: element.text ?? '',
    // A text's data is its @ list (docs/im-protocol.md "Mentions"), kept only in its normal form: at most 30 ids.
    data: element.type === 'TIMTextElem' ? encodeAtList(decodeAtList(element.data)) : (element.data ?? ''),
    description: element.description ?? '',
    extension: element.extension ?? '',
    ...imageFields(element),
    ...jsonFields(element, sentAt),
  }));
  for (const element of stored) {
    if (!knownTypes.has(element.type)) throw invalidParameter(`unknown element type "${element.type}"`);
    if (element.type === 'TIMTextElem' && element.text.trim() === '') throw invalidParameter('text must not be empty');
  }
  return stored;
}
