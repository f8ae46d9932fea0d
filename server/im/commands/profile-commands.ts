import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import { RelationshipPushKind, type WireResultItem } from '../../../runtime/im/protocol/relationship-codec.ts';
import { optionsOfItems, ProfileRuleError, profileItemsOf } from '../../../runtime/im/protocol/profile-rules.ts';
import { blockedWords } from '../content.ts';
import { ImError, invalidParameter } from '../errors.ts';
import {
  blacklistOf,
  block,
  existingUsers,
  friendsOf,
  listedWith,
  profilesOf,
  removeFriendRow,
  unblock,
  updateProfile,
} from '../store/relationship-store.ts';
import type { CommandHandler } from './command.ts';
import { answer, numericIds, pushRelationship, registeredId, relationshipRequest, result, wireProfile } from './relationship-call.ts';

/** Spec 001 §9: profile lookups take 100 ids (more are cut), blacklist pages hold 100. */
export const maxProfileIds = 100;
export const maxBlacklistPage = 100;
const maxBlacklistIds = 1000;

/** Who sees my profile change: users with me in their list, and the ones in mine. */
async function profileAudience(db: Parameters<typeof friendsOf>[0], me: number): Promise<number[]> {
  return (await listedWith(db, me)).map((row) => row.user_id);
}

/** `profile.get`, `profile.set`, `blacklist.get`, `.add` and `.delete`: each acts on the caller's own account. */
export const profileCommands: Record<string, CommandHandler> = {
  /** Ids that are no registered user are skipped (spec 001 §8: a profile of not-found is skipped). */
  async 'profile.get'(call) {
    registeredId(call);
    const ids = numericIds(relationshipRequest(call).userIds, maxProfileIds).flatMap(({ id }) => (id === undefined ? [] : [id]));
    return answer({ profiles: (await profilesOf(call.context.db, ids)).map(wireProfile) });
  },

  /** The rules of spec 001 §5 again (the SDK checks them first), then the blocked words on nick and signature. */
  async 'profile.set'(call) {
    const me = registeredId(call);
    let items: { tag: string; value: string }[];
    try {
      items = profileItemsOf(optionsOfItems(relationshipRequest(call).profileItems ?? []));
    } catch (error) {
      if (error instanceof ProfileRuleError) throw invalidParameter(error.message);
      throw error;
    }
    const filtered = items.filter((item) => item.tag === 'nick' || item.tag === 'selfSignature').map((item) => item.value.toLowerCase());
    if (filtered.some((text) => blockedWords.some((word) => text.includes(word.toLowerCase()))))
      throw new ImError(ServerCode.BLOCKED_WORD, 'the nick or signature contains a blocked word');
    await updateProfile(call.context.db, me, items);
    const [profile] = await profilesOf(call.context.db, [me]);
    pushRelationship(call, [me, ...(await profileAudience(call.context.db, me))], {
      kind: RelationshipPushKind.PROFILE,
      profiles: [wireProfile(profile)],
    });
    return answer({ profiles: [wireProfile(profile)] });
  },

  async 'blacklist.get'(call) {
    const me = registeredId(call);
    const request = relationshipRequest(call);
    const start = request.startIndex ?? 0;
    const count = Math.min(request.maxLimited || maxBlacklistPage, maxBlacklistPage);
    const rows = await blacklistOf(call.context.db, me, start, count + 1);
    const page = rows.slice(0, count);
    return answer({
      blacklist: page.map((row) => ({ userId: String(row.blocked_id), time: row.created_at })),
      startIndex: start + page.length,
      complete: rows.length <= count,
    });
  },

  /** Self is dropped from the list (alone: 10004); a blocked user stops being a friend either way. */
  async 'blacklist.add'(call) {
    const me = registeredId(call);
    const ids = numericIds(relationshipRequest(call).userIds, maxBlacklistIds).filter(({ id }) => id !== me);
    if (ids.length === 0) throw invalidParameter('cannot add yourself to the blacklist; user_ids must name someone else');
    const existing = await existingUsers(
      call.context.db,
      ids.flatMap(({ id }) => (id === undefined ? [] : [id])),
    );
    const results: WireResultItem[] = [];
    const unfriended: number[] = [];
    for (const { userId, id } of ids) {
      if (id === undefined || !existing.has(id)) {
        results.push(result(userId, ServerCode.INVALID_RECIPIENT, `no user ${userId}`));
        continue;
      }
      await block(call.context.db, me, id, call.now);
      const mine = await removeFriendRow(call.context.db, me, id);
      const theirs = await removeFriendRow(call.context.db, id, me);
      if (mine || theirs) unfriended.push(id);
      results.push(result(userId));
    }
    pushRelationship(call, [me], { kind: RelationshipPushKind.BLACKLIST });
    if (unfriended.length > 0) pushRelationship(call, [me, ...unfriended], { kind: RelationshipPushKind.FRIENDS });
    return answer({ results });
  },

  async 'blacklist.delete'(call) {
    const me = registeredId(call);
    const ids = numericIds(relationshipRequest(call).userIds, maxBlacklistIds);
    if (ids.length === 0) throw invalidParameter('user_ids must not be empty');
    const results: WireResultItem[] = [];
    for (const { userId, id } of ids) {
      const removed = id !== undefined && (await unblock(call.context.db, me, id));
      results.push(removed ? result(userId) : result(userId, ServerCode.INVALID_RECIPIENT, `${userId} is not in the blacklist`));
    }
    pushRelationship(call, [me], { kind: RelationshipPushKind.BLACKLIST });
    return answer({ results });
  },
};
