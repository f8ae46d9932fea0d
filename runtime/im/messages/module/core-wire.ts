import type { MessageService } from '../message-service.ts';
import type { WireElement, WireMessage } from '../../protocol/codec.ts';
import type { Message } from '../../types.ts';

/**
 * What the module uses of the core's message code, handed over by the core (chat-client.ts) rather than imported, so
 * the bundler keeps that code in the core's chunk instead of splitting a chunk shared by both (a larger core).
 */
export interface CoreWire {
  toWireMessage(message: Message): WireMessage;
  fromWireMessage(wire: WireMessage, self: string): Message;
  encodeMergerList(messages: WireMessage[]): Uint8Array;
  decodeMergerList(bytes: Uint8Array): WireMessage[];
  toWireElements(message: Pick<Message, 'type' | 'payload'>): WireElement[];
  /** The core's message service: it applies revocations and modifications however they come, and checks texts. */
  messages: Pick<MessageService, 'applyRevoke' | 'applyModified' | 'checkText' | 'isLiveRoomGroup'>;
}
