import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import {
  addSourcePattern,
  FriendRelation,
  FriendType,
  maxFriendDelete,
  maxRemarkBytes,
  RelationshipPushKind,
  type WireResultItem,
} from '../../../runtime/im/protocol/relationship-codec.ts';
import { blockedWords } from '../content.ts';
import { invalidParameter } from '../errors.ts';
import {
  addFriendRow,
  existingUsers,
  friendGroupsOf,
  friendsOf,
  isBlocked,
  isFriend,
  profilesOf,
  removeFriendRow,
  saveApplication,
  setRemark,
} from '../store/relationship-store.ts';
import { keepSiteMute } from '../site-mute.ts';
import type { CommandCall, CommandHandler } from './command.ts';
import { answer, numericIds, pushRelationship, registeredId, relationshipRequest, result, wireProfile } from './relationship-call.ts';

const maxAddItems = 100;
const maxCheckIds = 1000;

const hasBlockedWord = (text: string): boolean => blockedWords.some((word) => text.toLowerCase().includes(word.toLowerCase()));
const bothWays = (type: number | null | undefined): boolean => type !== FriendType.SINGLE;

function checkedRemark(remark: string): string {
  if (Buffer.byteLength(remark) > maxRemarkBytes) throw invalidParameter(`remark is limited to ${maxRemarkBytes} bytes`);
  return remark;
}

/** The peer's allowType: NeedConfirm unless the peer set another. */
async function allowTypeOf(call: CommandCall, peer: number): Promise<string> {
  const [profile] = await profilesOf(call.context.db, [peer]);
  return profile?.fields.allowType ?? 'AllowType_Type_NeedConfirm';
}

/** One add: refused by either blacklist or the peer's DenyAny, immediate for AllowAny, else an application (30539). */
async function addOne(
  call: CommandCall,
  me: number,
  peer: number,
  item: { source: string; wording: string; remark: string },
  both: boolean,
): Promise<WireResultItem> {
  const userId = String(peer);
  const db = call.context.db;
  if (await isFriend(db, me, peer)) return result(userId, ServerCode.ALREADY_FRIEND, 'already my friend');
  if (await isBlocked(db, me, peer)) return result(userId, ServerCode.PEER_IN_MY_BLACKLIST, 'the user is in my blacklist');
  if (await isBlocked(db, peer, me)) return result(userId, ServerCode.IN_PEER_BLACKLIST_FRIEND, "I am in the user's blacklist");
  const allowType = await allowTypeOf(call, peer);
  if (allowType === 'AllowType_Type_DenyAny') return result(userId, ServerCode.PEER_DENIES_ANY, 'the user accepts no friend requests');
  if (allowType === 'AllowType_Type_AllowAny') {
    await addFriendRow(db, me, peer, item.source, item.remark, call.now);
    if (both) await addFriendRow(db, peer, me, item.source, '', call.now);
    pushRelationship(call, [me, peer], { kind: RelationshipPushKind.FRIENDS });
    return result(userId);
  }
  await saveApplication(db, {
    from_id: me,
    to_id: peer,
    source: item.source,
    wording: item.wording,
    remark: item.remark,
    created_at: call.now,
  });
  pushRelationship(call, [me, peer], { kind: RelationshipPushKind.APPLICATIONS });
  return result(userId, ServerCode.FRIEND_APPLICATION_PENDING, "the friend application waits for the user's answer");
}

/** `friend.list`, `.add`, `.update`, `.delete` and `.check` (docs/im-protocol.md "Relationship commands"). */
export const friendCommands: Record<string, CommandHandler> = {
  async 'friend.list'(call) {
    const me = registeredId(call);
    const friends = await friendsOf(call.context.db, me);
    const profiles = new Map(
      (
        await profilesOf(
          call.context.db,
          friends.map((friend) => friend.friend_id),
        )
      ).map((row) => [row.id, wireProfile(row)]),
    );
    const groups = await friendGroupsOf(call.context.db, me);
    const groupsOf = (id: number) => groups.filter((group) => group.members.includes(id)).map((group) => group.name);
    return answer({
      friends: friends.map((friend) => ({
        userId: String(friend.friend_id),
        remark: friend.remark,
        source: friend.source,
        addTime: friend.add_time,
        profile: profiles.get(friend.friend_id) ?? null,
        groupList: groupsOf(friend.friend_id),
      })),
    });
  },

  async 'friend.add'(call) {
    const me = registeredId(call);
    const request = relationshipRequest(call);
    const items = (request.addItems ?? []).slice(0, maxAddItems);
    if (items.length === 0) throw invalidParameter('add_items must not be empty');
    for (const item of items) {
      if (!addSourcePattern.test(item.source ?? '')) throw invalidParameter('source must be AddSource_Type_ and at most 8 characters more');
      checkedRemark(item.remark ?? '');
    }
    // The wording reaches the other fan: a fan muted on the site asks without it or not at all, before anything is kept.
    if (items.some((item) => item.wording)) await keepSiteMute(call, '');
    const ids = numericIds(
      items.map((item) => item.to ?? ''),
      maxAddItems,
    );
    const existing = await existingUsers(
      call.context.db,
      ids.flatMap(({ id }) => (id === undefined ? [] : [id])),
    );
    const results: WireResultItem[] = [];
    for (const item of items) {
      const to = item.to ?? '';
      const peer = /^\d{1,9}$/.test(to) ? Number(to) : undefined;
      if (peer === undefined || peer === me || !existing.has(peer)) results.push(result(to, ServerCode.INVALID_RECIPIENT, `no user ${to}`));
      else if (hasBlockedWord(item.wording ?? '')) results.push(result(to, ServerCode.BLOCKED_WORD, 'the wording contains a blocked word'));
      else
        results.push(
          await addOne(
            call,
            me,
            peer,
            { source: item.source ?? '', wording: item.wording ?? '', remark: item.remark ?? '' },
            bothWays(request.type),
          ),
        );
    }
    return answer({ results });
  },

  async 'friend.update'(call) {
    const me = registeredId(call);
    const request = relationshipRequest(call);
    const [target] = numericIds(request.userIds, 1);
    if (!target) throw invalidParameter('user_ids must name the friend');
    const remark = checkedRemark(request.remark ?? '');
    const updated = target.id !== undefined && (await setRemark(call.context.db, me, target.id, remark));
    if (updated) pushRelationship(call, [me], { kind: RelationshipPushKind.FRIENDS });
    return answer({ results: [updated ? result(target.userId) : result(target.userId, ServerCode.NOT_FRIEND, 'not my friend')] });
  },

  /** Single: the peer leaves my list; both (the default): each leaves the other's. */
  async 'friend.delete'(call) {
    const me = registeredId(call);
    const request = relationshipRequest(call);
    const ids = numericIds(request.userIds, maxFriendDelete);
    if (ids.length === 0) throw invalidParameter('user_ids must not be empty');
    const results: WireResultItem[] = [];
    const changed: number[] = [];
    for (const { userId, id } of ids) {
      const removed = id !== undefined && (await removeFriendRow(call.context.db, me, id));
      if (removed && bothWays(request.type)) await removeFriendRow(call.context.db, id, me);
      if (removed) changed.push(id);
      results.push(removed ? result(userId) : result(userId, ServerCode.NOT_FRIEND, 'not my friend'));
    }
    if (changed.length > 0)
      pushRelationship(call, [me, ...(bothWays(request.type) ? changed : [])], { kind: RelationshipPushKind.FRIENDS });
    return answer({ results });
  },

  /** Relation of each id: single looks at my list only; both (the default) at both lists. */
  async 'friend.check'(call) {
    const me = registeredId(call);
    const request = relationshipRequest(call);
    const ids = numericIds(request.userIds, maxCheckIds);
    if (ids.length === 0) throw invalidParameter('user_ids must not be empty');
    const results: WireResultItem[] = [];
    for (const { userId, id } of ids) {
      const mine = id !== undefined && (await isFriend(call.context.db, me, id));
      const theirs = id !== undefined && bothWays(request.type) && (await isFriend(call.context.db, id, me));
      const relation =
        mine && theirs
          ? FriendRelation.BOTH
          : mine
            ? FriendRelation.IN_MY_LIST
            : theirs
              ? FriendRelation.IN_THEIR_LIST
              : FriendRelation.NONE;
      results.push({ ...result(userId), relation });
    }
    return answer({ results });
  },
};
