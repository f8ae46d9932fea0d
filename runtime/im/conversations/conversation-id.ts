import { ConversationType } from '../types.ts';

/** C2C{userID}, GROUP{groupID} or the system conversation (spec 001 §2). */
export const conversationIdOf = (type: ConversationType, peer: string): string =>
  type === ConversationType.SYSTEM ? ConversationType.SYSTEM : `${type}${peer}`;

export function parseConversationId(id: unknown): { type: ConversationType; peer: string } | undefined {
  if (typeof id !== 'string') return undefined;
  if (id === ConversationType.SYSTEM) return { type: ConversationType.SYSTEM, peer: '' };
  for (const type of [ConversationType.C2C, ConversationType.GROUP] as const) {
    if (id.startsWith(type) && id.length > type.length) return { type, peer: id.slice(type.length) };
  }
  return undefined;
}

/** A community topic's id (`@TGS#_...@TOPIC#_...`), tested as the Tencent SDK tests it; group-codec.ts has the full rule. */
export const isTopicID = (id: string): boolean => id.startsWith('@TGS#_') && id.includes('@TOPIC#_');

export const isValidConversationId = (id: unknown): id is string => parseConversationId(id) !== undefined;
