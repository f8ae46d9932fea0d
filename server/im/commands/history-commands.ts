import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import { ImError, invalidParameter } from '../errors.ts';
import { nextGroupSequence, requireThread } from '../groups.ts';
import { isMember } from '../store/member-store.ts';
import { groupMessagesFrom, historyBefore, inboxAfter, type ReadersMessageRow } from '../store/history-store.ts';
import { c2cThread, c2cType, groupType, newestInboxSequence } from '../store/message-store.ts';
import { wireMessage } from '../wire.ts';
import type { CommandCall, CommandHandler } from './command.ts';

const maxSyncCount = 100;
const maxRoamingCount = 21;
/** Spec 001 §9: the message pull limit; a client may ask for more, up to the long poll's 100. */
const defaultPullCount = 15;
const maxPullCount = 100;
/** Spec 001 §9: the default roaming page. */
const defaultRoamingCount = 15;

export const readersMessage = (row: ReadersMessageRow) =>
  wireMessage(row, { inboxSequence: row.inbox_seq, isDeleted: row.is_deleted, isPeerRead: row.is_peer_read });

/** The thread a roaming request names, checking the caller may read it. */
export async function roamingThread(call: CommandCall, conversationType: number, peer: string): Promise<string> {
  if (!peer) throw invalidParameter('peer is required');
  if (conversationType === c2cType) return c2cThread(call.user.id, peer);
  if (conversationType !== groupType) throw invalidParameter('conversation_type must be 1 (C2C) or 2 (GROUP)');
  const { group, thread } = await requireThread(call.context.db, peer);
  if (!(await isMember(call.context.db, group.id, call.user.id)))
    throw new ImError(ServerCode.NO_PERMISSION, `not a member of ${group.id}`);
  return thread;
}

/** `sync`, `roaming` and `group.pull`. */
export const historyCommands: Record<string, CommandHandler> = {
  /**
   * The inbox after the cookie, oldest first. The socket remembers where an unfinished sync stopped, so a request
   * from there is a further page (flag 1) and any other is a first page (flag 0); 2 once nothing is left.
   */
  async sync(call) {
    const request = call.frame.syncRequest ?? {};
    const cookie = request.cookie ?? 0;
    const count = Math.min(request.count || maxSyncCount, maxSyncCount);
    const rows = await inboxAfter(call.context.db, call.user.id, cookie, count + 1);
    const page = rows.slice(0, count);
    const more = rows.length > count;
    // An empty page keeps the cookie, unless the client is ahead of the server (a reset database): then it starts over.
    const nextCookie =
      page.length > 0 ? page[page.length - 1].inbox_seq : Math.min(cookie, await newestInboxSequence(call.context.db, call.user.id));
    const further = call.connection.syncCookie !== undefined && call.connection.syncCookie === cookie;
    call.connection.syncCookie = more ? nextCookie : undefined;
    return { syncResponse: { messages: page.map(readersMessage), cookie: nextCookie, syncFlag: more ? (further ? 1 : 0) : 2 } };
  },

  /** One conversation's history before `sequence`, newest first, without the messages the caller deleted. */
  async roaming(call) {
    const request = call.frame.roamingRequest ?? {};
    const conversationType = request.conversationType ?? 0;
    const thread = await roamingThread(call, conversationType, request.peer ?? '');
    const count = Math.min(request.count || defaultRoamingCount, maxRoamingCount);
    const rows = await historyBefore(call.context.db, call.user.id, conversationType, thread, request.sequence ?? 0, count + 1);
    return { roamingResponse: { messages: rows.slice(0, count).map(readersMessage), complete: rows.length <= count } };
  },

  /**
   * A group's (or a topic's, read by its community's members) stored messages from `sequence` on, oldest first
   * (members only): what a member missed while its socket was down. Trimmed messages are gone, so the answer may start after `sequence`; `complete` says nothing
   * newer is left, `last_sequence` is the group's newest.
   */
  async 'group.pull'(call) {
    const request = call.frame.groupPullRequest ?? {};
    const { group, thread } = await requireThread(call.context.db, request.groupId);
    if (!(await isMember(call.context.db, group.id, call.user.id)))
      throw new ImError(ServerCode.NO_PERMISSION, `not a member of ${group.id}`);
    const count = Math.min(request.count || defaultPullCount, maxPullCount);
    const lastSequence = (await nextGroupSequence(call.context.db, thread)) - 1;
    const rows = await groupMessagesFrom(call.context.db, thread, Math.max(1, request.sequence ?? 0), count, call.user.id);
    const reached = rows.length > 0 ? rows[rows.length - 1].sequence : (request.sequence ?? 1) - 1;
    return { groupPullResponse: { messages: rows.map((row) => wireMessage(row)), lastSequence, complete: reached >= lastSequence } };
  },
};
