/**
 * The one home of protobufjs (docs/architecture.md "House rules"): frames and long-poll bodies to bytes and back. The client SDK and
 * the server's gateway both speak through this file, so they cannot drift apart.
 */
import { im } from './generated/im.js';

export type Frame = im.Frame.$Properties;
export type Header = im.Header.$Properties;
/** A frame's body: any one of the oneof fields of `Frame`, what a request, response or push carries. */
export type FrameBody = Omit<Frame, 'header' | 'errorCode' | 'errorInfo'>;
export type WireMessage = im.Message.$Properties;
export type WireElement = im.Element.$Properties;
export type WireConversation = im.Conversation.$Properties;
export type MessageRef = im.MessageRef.$Properties;
export type LongPollRequest = im.LongPollRequest.$Properties;
export type LongPollResponse = im.LongPollResponse.$Properties;
export type AnonymousJoinRequest = im.AnonymousJoinRequest.$Properties;
export type JoinGroupResponse = im.JoinGroupResponse.$Properties;

/** Wire values of the conversation type. */
export const WireConversationType = { C2C: 1, GROUP: 2 } as const;

/** Sequences restart at 1 after this (spec 001 §7). */
export const maxSequence = 2415919103;

export const protocolVersion = 1;

export function encodeFrame(frame: Frame): Uint8Array {
  return im.Frame.encode(frame).finish();
}

/** Throws on bytes that are not a frame; callers drop such input and keep the connection's other work going. */
export function decodeFrame(bytes: Uint8Array): im.Frame {
  return im.Frame.decode(bytes);
}

export const encodeLongPollRequest = (request: LongPollRequest): Uint8Array => im.LongPollRequest.encode(request).finish();
export const decodeLongPollRequest = (bytes: Uint8Array): im.LongPollRequest => im.LongPollRequest.decode(bytes);
export const encodeLongPollResponse = (response: LongPollResponse): Uint8Array => im.LongPollResponse.encode(response).finish();
export const decodeLongPollResponse = (bytes: Uint8Array): im.LongPollResponse => im.LongPollResponse.decode(bytes);
export const encodeAnonymousJoin = (request: AnonymousJoinRequest): Uint8Array => im.AnonymousJoinRequest.encode(request).finish();
export const decodeAnonymousJoin = (bytes: Uint8Array): im.AnonymousJoinRequest => im.AnonymousJoinRequest.decode(bytes);
export const encodeJoinGroupResponse = (response: JoinGroupResponse): Uint8Array => im.JoinGroupResponse.encode(response).finish();
export const decodeJoinGroupResponse = (bytes: Uint8Array): im.JoinGroupResponse => im.JoinGroupResponse.decode(bytes);

/**
 * A merged message's list as it is stored apart (a list over 11,264 bytes, message-codec.ts): an im.MessagePush, so
 * this generated code reads it and the messages module brings none of its own.
 */
export const encodeMergerList = (messages: WireMessage[]): Uint8Array => im.MessagePush.encode({ messages }).finish();
/** Throws on bytes that are not a list. */
export const decodeMergerList = (bytes: Uint8Array): WireMessage[] => im.MessagePush.decode(bytes).messages;
