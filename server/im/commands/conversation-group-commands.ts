import { ConversationLimits, ConversationPushKind } from '../../../runtime/im/protocol/conversation-codec.ts';
import { ServerCode } from '../../../runtime/im/protocol/server-codes.ts';
import { invalidParameter } from '../errors.ts';
import {
  addToConversationGroup,
  conversationGroupCount,
  createConversationGroup,
  deleteConversationGroup,
  hasConversationGroup,
  removeFromConversationGroup,
  renameConversationGroup,
} from '../store/conversation-settings-store.ts';
import type { CommandCall, CommandHandler } from './command.ts';
import { purchased } from './service-call.ts';
import {
  answer,
  checkedGroupName,
  conversationRequest,
  conversationsOfRequest,
  groupsNow,
  pushToOtherDevices,
  result,
} from './conversation-settings-call.ts';

async function existingGroup(call: CommandCall, name: string | null | undefined): Promise<string> {
  const checked = checkedGroupName(name);
  if (!(await hasConversationGroup(call.context.db, call.user.id, checked))) throw invalidParameter(`no conversation group "${checked}"`);
  return checked;
}

/** Adds or removes the request's conversations, each with its result; tells the other devices when one changed. */
async function changeMembers(call: CommandCall, add: boolean) {
  const request = conversationRequest(call);
  const name = await existingGroup(call, request.groupName);
  const { found, failed } = await conversationsOfRequest(call, request.conversationIds);
  const results = [...failed];
  for (const { id, key } of found) {
    if (add) await addToConversationGroup(call.context.db, call.user.id, name, key);
    const removed = add || (await removeFromConversationGroup(call.context.db, call.user.id, name, key));
    results.push(removed ? result(id) : result(id, ServerCode.INVALID_PARAMETER, `not in the conversation group "${name}"`));
  }
  const groups = await groupsNow(call);
  if (results.some((item) => item.code === 0))
    pushToOtherDevices(call, { kind: ConversationPushKind.GROUP_UPDATED, groups, groupName: name });
  return answer({ results, groups });
}

/**
 * `conversationGroup.list`, `.create`, `.delete`, `.rename`, `.add` and `.remove`: the caller's own named groups of
 * conversations (Tencent's conversation groups), with per-conversation results for create, add and remove.
 */
/** Conversation groups need the conversationGroup purchase bit (spec 001 §5): checked before the request is read. */
export const conversationGroupCommands: Record<string, CommandHandler> = purchased('conversationGroup', {
  async 'conversationGroup.list'(call) {
    conversationRequest(call);
    return answer({ groups: await groupsNow(call) });
  },

  /** A new group holding the request's conversations (at least one, as Tencent's); a taken name is refused. */
  async 'conversationGroup.create'(call) {
    const request = conversationRequest(call);
    const name = checkedGroupName(request.groupName);
    const { found, failed } = await conversationsOfRequest(call, request.conversationIds);
    if (found.length === 0) return answer({ results: failed, groups: await groupsNow(call) });
    if ((await conversationGroupCount(call.context.db, call.user.id)) >= ConversationLimits.groupsPerUser)
      throw invalidParameter(`at most ${ConversationLimits.groupsPerUser} conversation groups`);
    if (!(await createConversationGroup(call.context.db, call.user.id, name)))
      throw invalidParameter(`the conversation group "${name}" exists`);
    for (const { key } of found) await addToConversationGroup(call.context.db, call.user.id, name, key);
    const groups = await groupsNow(call);
    pushToOtherDevices(call, { kind: ConversationPushKind.GROUP_CREATED, groups, groupName: name });
    return answer({ results: [...failed, ...found.map(({ id }) => result(id))], groups });
  },

  async 'conversationGroup.delete'(call) {
    const name = checkedGroupName(conversationRequest(call).groupName);
    if (!(await deleteConversationGroup(call.context.db, call.user.id, name))) throw invalidParameter(`no conversation group "${name}"`);
    const groups = await groupsNow(call);
    pushToOtherDevices(call, { kind: ConversationPushKind.GROUP_DELETED, groups, groupName: name });
    return answer({ groups });
  },

  async 'conversationGroup.rename'(call) {
    const request = conversationRequest(call);
    const oldName = await existingGroup(call, request.groupName);
    const newName = checkedGroupName(request.newGroupName, 'new_group_name');
    if (newName !== oldName && (await hasConversationGroup(call.context.db, call.user.id, newName)))
      throw invalidParameter(`the conversation group "${newName}" exists`);
    await renameConversationGroup(call.context.db, call.user.id, oldName, newName);
    const groups = await groupsNow(call);
    pushToOtherDevices(call, { kind: ConversationPushKind.GROUP_UPDATED, groups, groupName: newName, oldGroupName: oldName });
    return answer({ groups });
  },

  'conversationGroup.add': (call) => changeMembers(call, true),
  'conversationGroup.remove': (call) => changeMembers(call, false),
});
