/**
 * The receipts-and-extensions module's half of the protocol (spec 001 §3, §4, §7): the messages of
 * message-extra.proto, carried as a Frame's `message_extra` bytes, and the limits both sides apply. Kept apart from
 * codec.ts so that only the module the app loads on demand, and the gateway, bring this generated code.
 */
import { imextra } from './generated/message-extra.js';

export type ExtraRequest = imextra.ExtraRequest.$Properties;
export type ExtraResponse = imextra.ExtraResponse.$Properties;
export type ExtraPush = imextra.ExtraPush.$Properties;
export type WireMessageKey = imextra.MessageKey.$Properties;
export type WireExtension = imextra.Extension.$Properties;
export type WireReceiptInfo = imextra.ReceiptInfo.$Properties;

/** push.extra kinds. */
export const ExtraPushKind = { RECEIPTS: 1, EXTENSIONS_UPDATED: 2, EXTENSIONS_DELETED: 3 } as const;

/** Extension operate types (spec 001 §4): 1 set, 2 delete the given keys, 3 clear all. */
export const ExtensionOperation = { SET: 1, DELETE: 2, CLEAR: 3 } as const;

/** Per-extension codes of extension.modify: Tencent's numbers as we recall them (docs/decisions.md). */
export const ExtensionCode = { OK: 0, CONFLICT: 23001, NOT_FOUND: 23002 } as const;

export const ReceiptFilter = { READ: 0, UNREAD: 1 } as const;

/**
 * Spec 001 §9: at most 20 extensions per set; receipt detail pages of 1 to 99, anything else 100. The key, value and
 * per-message limits are Tencent's (the spec is silent): keys 1 to 100 bytes, values at most 1,000 bytes, 300 keys.
 */
export const ExtraLimits = {
  extensionsPerSet: 20,
  keyBytes: 100,
  valueBytes: 1000,
  keysPerMessage: 300,
  extensionPage: 100,
  receiptDetailCount: 100,
  /** receipt.send and receipt.list name at most this many messages (ours: a screen's worth, twice over). */
  receiptMessages: 100,
} as const;

/** Tencent's extension key of a message: client sequence, random and time joined by underscores (spec 001 §3). */
export const extensionKeyOf = (message: { clientSequence?: number | null; random?: number | null; time?: number | null }): string =>
  `${message.clientSequence ?? 0}_${message.random ?? 0}_${message.time ?? 0}`;

/** Spec 001 §9: filter 0 (read) or 1 (unread), anything else 0. */
export const receiptFilterOf = (filter: unknown): number => (filter === ReceiptFilter.UNREAD ? ReceiptFilter.UNREAD : ReceiptFilter.READ);

/** Spec 001 §9: a receipt detail page of 1 to 99, anything else (0, negative, 100 and over, not a number) 100. */
export const receiptDetailCountOf = (count: unknown): number =>
  typeof count === 'number' && Number.isInteger(count) && count > 0 && count < ExtraLimits.receiptDetailCount
    ? count
    : ExtraLimits.receiptDetailCount;

export const encodeExtraRequest = (request: ExtraRequest): Uint8Array => imextra.ExtraRequest.encode(request).finish();
/** Throws on bytes that are not a request; the gateway answers 10004. */
export const decodeExtraRequest = (bytes: Uint8Array): imextra.ExtraRequest => imextra.ExtraRequest.decode(bytes);
export const encodeExtraResponse = (response: ExtraResponse): Uint8Array => imextra.ExtraResponse.encode(response).finish();
export const decodeExtraResponse = (bytes: Uint8Array): imextra.ExtraResponse => imextra.ExtraResponse.decode(bytes);
export const encodeExtraPush = (push: ExtraPush): Uint8Array => imextra.ExtraPush.encode(push).finish();
export const decodeExtraPush = (bytes: Uint8Array): imextra.ExtraPush => imextra.ExtraPush.decode(bytes);
