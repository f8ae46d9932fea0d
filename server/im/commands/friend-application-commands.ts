import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import {
  ApplicationResponse,
  ApplicationType,
  RelationshipPushKind,
  type WireResultItem,
} from '../../../runtime/im/protocol/relationship-codec.ts';
import { ImError, invalidParameter } from '../errors.ts';
import {
  addFriendRow,
  applicationsOf,
  applicationsReadAt,
  markApplicationsRead,
  profilesOf,
  takeApplication,
} from '../store/relationship-store.ts';
import type { CommandHandler } from './command.ts';
import { answer, numericIds, pushRelationship, registeredId, relationshipRequest, result } from './relationship-call.ts';

const maxApplicationIds = 100;

/** `friendApplication.list`, `.respond`, `.delete` and `.read`: only the recipient answers an application. */
export const friendApplicationCommands: Record<string, CommandHandler> = {
  async 'friendApplication.list'(call) {
    const me = registeredId(call);
    const rows = await applicationsOf(call.context.db, me);
    const readAt = await applicationsReadAt(call.context.db, me);
    const others = rows.map((row) => (row.to_id === me ? row.from_id : row.to_id));
    const profiles = new Map((await profilesOf(call.context.db, others)).map((row) => [row.id, row]));
    return answer({
      applications: rows.map((row, index) => {
        const other = profiles.get(others[index]);
        return {
          userId: String(others[index]),
          nick: other?.nick_name ?? '',
          avatar: other?.avatar ?? '',
          time: row.created_at,
          source: row.source,
          wording: row.wording,
          type: row.to_id === me ? ApplicationType.TO_ME : ApplicationType.BY_ME,
        };
      }),
      unreadCount: rows.filter((row) => row.to_id === me && row.created_at > readAt).length,
    });
  },

  /** Agree: the applicant gets me as a friend; agree and add: each gets the other; refuse: nothing but the end of it. */
  async 'friendApplication.respond'(call) {
    const me = registeredId(call);
    const request = relationshipRequest(call);
    const response = request.response ?? 0;
    if (response !== ApplicationResponse.AGREE && response !== ApplicationResponse.AGREE_AND_ADD && response !== ApplicationResponse.REFUSE)
      throw invalidParameter('response must be 1 agree, 2 agree and add or 3 refuse');
    const [applicant] = numericIds(request.userIds, 1);
    if (!applicant) throw invalidParameter('user_ids must name the applicant');
    const db = call.context.db;
    const application = await db.transaction(async (tx) => {
      const taken = applicant.id === undefined ? undefined : await takeApplication(tx, applicant.id, me);
      if (!taken || response === ApplicationResponse.REFUSE) return taken;
      await addFriendRow(tx, taken.from_id, me, taken.source, taken.remark, call.now);
      if (response === ApplicationResponse.AGREE_AND_ADD)
        await addFriendRow(tx, me, taken.from_id, taken.source, request.remark ?? '', call.now);
      return taken;
    });
    if (!application) throw new ImError(ServerCode.FRIEND_APPLICATION_NOT_FOUND, `no friend application from ${applicant.userId}`);
    pushRelationship(call, [me, application.from_id], { kind: RelationshipPushKind.APPLICATIONS });
    if (response !== ApplicationResponse.REFUSE) pushRelationship(call, [me, application.from_id], { kind: RelationshipPushKind.FRIENDS });
    return answer({ results: [result(applicant.userId)] });
  },

  /** Deletes applications sent to me (type 1, the default) or sent by me (type 2). */
  async 'friendApplication.delete'(call) {
    const me = registeredId(call);
    const request = relationshipRequest(call);
    const ids = numericIds(request.userIds, maxApplicationIds);
    if (ids.length === 0) throw invalidParameter('user_ids must not be empty');
    const byMe = request.type === ApplicationType.BY_ME;
    const results: WireResultItem[] = [];
    const changed: number[] = [];
    for (const { userId, id } of ids) {
      const taken = id !== undefined && (await takeApplication(call.context.db, byMe ? me : id, byMe ? id : me));
      if (taken) changed.push(id);
      results.push(taken ? result(userId) : result(userId, ServerCode.FRIEND_APPLICATION_NOT_FOUND, 'friend application not exist'));
    }
    if (changed.length > 0) pushRelationship(call, [me, ...changed], { kind: RelationshipPushKind.APPLICATIONS });
    return answer({ results });
  },

  /** Everything sent to me until now is read: the unread count starts again from 0. */
  async 'friendApplication.read'(call) {
    const me = registeredId(call);
    await markApplicationsRead(call.context.db, me, call.now);
    pushRelationship(call, [me], { kind: RelationshipPushKind.APPLICATIONS });
    return answer({ unreadCount: 0 });
  },
};
