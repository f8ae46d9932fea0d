import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import { maxFriendGroupNameBytes, RelationshipPushKind, type WireResultItem } from '../../../runtime/im/protocol/relationship-codec.ts';
import { invalidParameter } from '../errors.ts';
import {
  addToFriendGroup,
  createFriendGroup,
  deleteFriendGroup,
  friendGroupsOf,
  hasFriendGroup,
  isFriend,
  removeFromFriendGroup,
  renameFriendGroup,
} from '../store/relationship-store.ts';
import type { CommandCall, CommandHandler } from './command.ts';
import { answer, numericIds, pushRelationship, registeredId, relationshipRequest, result } from './relationship-call.ts';

const maxMembersPerCall = 1000;

function checkedName(name: string | null | undefined): string {
  if (!name || Buffer.byteLength(name) > maxFriendGroupNameBytes)
    throw invalidParameter(`a friend group's name is 1 to ${maxFriendGroupNameBytes} bytes`);
  return name;
}

async function existingGroup(call: CommandCall, me: number, name: string | null | undefined): Promise<string> {
  const checked = checkedName(name);
  if (!(await hasFriendGroup(call.context.db, me, checked))) throw invalidParameter(`no friend group "${checked}"`);
  return checked;
}

/** Adds current friends only: others fail with 30006 (spec 001 §5). */
async function addMembers(
  call: CommandCall,
  me: number,
  name: string,
  userIds: readonly string[] | null | undefined,
): Promise<WireResultItem[]> {
  const results: WireResultItem[] = [];
  for (const { userId, id } of numericIds(userIds, maxMembersPerCall)) {
    if (id === undefined || !(await isFriend(call.context.db, me, id)))
      results.push(result(userId, ServerCode.NOT_FRIEND, 'not my friend'));
    else {
      await addToFriendGroup(call.context.db, me, name, id);
      results.push(result(userId));
    }
  }
  return results;
}

/** Tells the caller's other sockets, and answers the groups as they are now. */
async function changed(call: CommandCall, me: number, results: WireResultItem[] = []) {
  pushRelationship(call, [me], { kind: RelationshipPushKind.FRIEND_GROUPS });
  const groups = await friendGroupsOf(call.context.db, me);
  return answer({ results, friendGroups: groups.map((group) => ({ name: group.name, userIds: group.members.map(String) })) });
}

/** `friendGroup.list`, `.create`, `.delete`, `.rename`, `.add` and `.remove`: the caller's own groups. */
export const friendGroupCommands: Record<string, CommandHandler> = {
  async 'friendGroup.list'(call) {
    const me = registeredId(call);
    const groups = await friendGroupsOf(call.context.db, me);
    return answer({ friendGroups: groups.map((group) => ({ name: group.name, userIds: group.members.map(String) })) });
  },

  async 'friendGroup.create'(call) {
    const me = registeredId(call);
    const request = relationshipRequest(call);
    const name = checkedName(request.groupName);
    if (!(await createFriendGroup(call.context.db, me, name))) throw invalidParameter(`the friend group "${name}" exists`);
    return changed(call, me, await addMembers(call, me, name, request.userIds));
  },

  async 'friendGroup.delete'(call) {
    const me = registeredId(call);
    const names = [...new Set(relationshipRequest(call).groupNames ?? [])];
    if (names.length === 0) throw invalidParameter('group_names must not be empty');
    for (const name of names) await existingGroup(call, me, name);
    for (const name of names) await deleteFriendGroup(call.context.db, me, name);
    return changed(call, me);
  },

  async 'friendGroup.rename'(call) {
    const me = registeredId(call);
    const request = relationshipRequest(call);
    const oldName = await existingGroup(call, me, request.groupName);
    const newName = checkedName(request.newGroupName);
    if (!(await renameFriendGroup(call.context.db, me, oldName, newName))) throw invalidParameter(`the friend group "${newName}" exists`);
    return changed(call, me);
  },

  async 'friendGroup.add'(call) {
    const me = registeredId(call);
    const request = relationshipRequest(call);
    const name = await existingGroup(call, me, request.groupName);
    return changed(call, me, await addMembers(call, me, name, request.userIds));
  },

  async 'friendGroup.remove'(call) {
    const me = registeredId(call);
    const request = relationshipRequest(call);
    const name = await existingGroup(call, me, request.groupName);
    const results: WireResultItem[] = [];
    for (const { userId, id } of numericIds(request.userIds, maxMembersPerCall)) {
      const removed = id !== undefined && (await removeFromFriendGroup(call.context.db, me, name, id));
      results.push(removed ? result(userId) : result(userId, ServerCode.NOT_FRIEND, 'not in this friend group'));
    }
    return changed(call, me, results);
  },
};
