import { GroupTypes, type LastMessage, type Message } from '../../../im/index.ts';

/** A member the fan picked after typing @, by id and the name written into the text. */
export interface Mention {
  userID: string;
  name: string;
}

/**
 * Where the fan just typed "@": the index of the one character added between `previous` and `next` when it is an @,
 * else -1 (a paste, a deletion, any other key). The picker opens then, as in WeChat.
 */
export function typedAt(previous: string, next: string): number {
  if (next.length !== previous.length + 1) return -1;
  let at = 0;
  while (at < previous.length && previous[at] === next[at]) at++;
  return next[at] === '@' && next.slice(at + 1) === previous.slice(at) ? at : -1;
}

/** The text with `name` and a space written after the @ at `at`. */
export const insertMention = (text: string, at: number, name: string): string => `${text.slice(0, at + 1)}${name} ${text.slice(at + 1)}`;

/**
 * The atUserList of a message: the picked members whose "@name" is still in the text (one deleted while editing is
 * not mentioned), each once, in the order picked.
 */
export function atUserList(text: string, picked: readonly Mention[]): string[] {
  const ids: string[] = [];
  for (const mention of picked) if (text.includes(`@${mention.name}`) && !ids.includes(mention.userID)) ids.push(mention.userID);
  return ids;
}

/** Whether a message, or a conversation's last one, mentions the fan: by id or @all, and not written by them. */
export function mentionsMe(
  message: Pick<Message, 'payload' | 'from'> | Pick<LastMessage, 'payload' | 'fromAccount'>,
  selfID: string,
): boolean {
  const from = 'from' in message ? message.from : message.fromAccount;
  const list = (message.payload as { atUserList?: unknown }).atUserList;
  return from !== selfID && Array.isArray(list) && (list.includes(selfID) || list.includes(GroupTypes.MSG_AT_ALL));
}
