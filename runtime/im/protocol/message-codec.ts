/**
 * The messages module's half of the protocol (spec 001 §7 translate text, merged message download): the messages of
 * message.proto, carried as a Frame's `more_messages` bytes, and the limits both sides apply. Kept apart from
 * codec.ts so that only the module the app loads on demand, and the gateway, bring this generated code.
 */
import { immsg } from './generated/message.js';

export type MoreMessagesRequest = immsg.MessageRequest.$Properties;
export type MoreMessagesResponse = immsg.MessageResponse.$Properties;

export const encodeMoreMessagesRequest = (request: MoreMessagesRequest): Uint8Array => immsg.MessageRequest.encode(request).finish();
/** Throws on bytes that are not a request; the gateway answers 10004. */
export const decodeMoreMessagesRequest = (bytes: Uint8Array): immsg.MessageRequest => immsg.MessageRequest.decode(bytes);
export const encodeMoreMessagesResponse = (response: MoreMessagesResponse): Uint8Array => immsg.MessageResponse.encode(response).finish();
export const decodeMoreMessagesResponse = (bytes: Uint8Array): immsg.MessageResponse => immsg.MessageResponse.decode(bytes);

/** Spec 001 §9: a merged message whose list serializes to more than this many bytes is uploaded apart. */
export const mergerInlineBytes = 11264;
/** The content type of a stored merged list, and the extension of its store key. */
export const mergerContentType = 'application/x-sideline-merger';
export const mergerExtension = 'merger';
/** A merged list stored apart: `im-<uploader>-<16 hex>.merger`, like a chat image's key (upload-codec.ts). */
export const mergerKeyPattern = /^im-(\d{1,9})-[0-9a-f]{16}\.merger$/u;
/** The largest merged list the store keeps (a list of 12 KB messages: 100 of them and then some). */
export const mergerMaxBytes = 2 * 1024 * 1024;

/** Spec 001 §5: a receiver list (messages to specified group members) has at most 50 ids. */
export const maxReceivers = 50;
/** Spec 001 §9 hopping pages: 15 at most, as getMessageList's. */
export const maxHoppingCount = 15;
