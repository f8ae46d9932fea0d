import type { Message } from '../types.ts';

/**
 * How a message is named: a small module of its own, so the modules loaded on demand that name messages share it
 * with the core without pulling the message list or the wire conversion out of the core's chunk.
 */

/** from-to-random-sequence: the same message has the same ID on both sides and after every resend. */
export const messageIdOf = (from: string, to: string, random: number, sequence: number): string => `${from}-${to}-${random}-${sequence}`;

/** The identity of a message regardless of whether the server has numbered it yet: from, to and the sender's random. */
export const messageKeyOf = (message: Pick<Message, 'from' | 'to' | 'random'>): string => `${message.from}-${message.to}-${message.random}`;
