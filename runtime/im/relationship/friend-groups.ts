import type { ChatContext } from '../core/chat-context.ts';
import { ErrorCode, imError } from '../errors.ts';
import { ImEvent } from '../events.ts';
import { maxFriendGroupNameBytes, type RelationshipRequest, type RelationshipResponse } from '../protocol/relationship-codec.ts';
import { utf8Bytes } from '../protocol/profile-rules.ts';
import { relationshipRequest } from './relationship-request.ts';
import type { Friend, FriendGroup } from './types.ts';
import './relationship-messages.ts';

type Failures = { userID: string; code: number; message: string }[];

/** The friend groups rules of spec 001 §5: create needs a new name; the rest need an existing group. */
export function checkedGroupName(name: unknown, groups: ReadonlyMap<string, FriendGroup>, mustExist: boolean): string {
  if (typeof name !== 'string' || name === '' || utf8Bytes(name) > maxFriendGroupNameBytes)
    throw imError('INVALID_PARAMETER', `a friend group's name is 1 to ${maxFriendGroupNameBytes} bytes`);
  if (mustExist && !groups.has(name)) throw imError('FRIEND_GROUP_NOT_EXIST');
  if (!mustExist && groups.has(name)) throw imError('FRIEND_GROUP_EXISTED');
  return name;
}

/** Only current friends go into or out of a group (spec 001 §5); the others are failures without a request. */
export function currentFriendsOf(userIDList: unknown, friends: ReadonlyMap<string, Friend>): { userIds: string[]; failures: Failures } {
  const list = Array.isArray(userIDList) ? [...new Set(userIDList.filter((id): id is string => typeof id === 'string'))] : [];
  return {
    userIds: list.filter((id) => friends.has(id)),
    failures: list.filter((id) => !friends.has(id)).map((userID) => ({ userID, code: ErrorCode.NOT_MY_FRIEND, message: 'not my friend' })),
  };
}

/** My friend groups, as the server last answered them; each change updates the friends' groupList too. */
export class FriendGroups {
  readonly groups = new Map<string, FriendGroup>();

  constructor(
    private readonly context: ChatContext,
    private readonly friends: () => ReadonlyMap<string, Friend>,
  ) {}

  async list(): Promise<FriendGroup[]> {
    return this.apply(await this.call('friendGroup.list', {}));
  }

  async create(options: { name: string; userIDList?: string[] }): Promise<{ friendGroup: FriendGroup; failureUserIDList: Failures }> {
    const name = checkedGroupName(options?.name, this.groups, false);
    const { userIds, failures } = currentFriendsOf(options.userIDList ?? [], this.friends());
    return this.change('friendGroup.create', { groupName: name, userIds }, name, failures);
  }

  async delete(options: { name: string }): Promise<FriendGroup> {
    const name = checkedGroupName(options?.name, this.groups, true);
    const before = this.groups.get(name)!;
    this.apply(await this.call('friendGroup.delete', { groupNames: [name] }));
    return before;
  }

  async rename(options: { oldName: string; newName: string }): Promise<FriendGroup> {
    const oldName = checkedGroupName(options?.oldName, this.groups, true);
    const newName = checkedGroupName(options.newName, this.groups, false);
    return (await this.change('friendGroup.rename', { groupName: oldName, newGroupName: newName }, newName, [])).friendGroup;
  }

  async add(options: { name: string; userIDList: string[] }): Promise<{ friendGroup: FriendGroup; failureUserIDList: Failures }> {
    const name = checkedGroupName(options?.name, this.groups, true);
    const { userIds, failures } = currentFriendsOf(options.userIDList, this.friends());
    return this.change('friendGroup.add', { groupName: name, userIds }, name, failures);
  }

  async remove(options: { name: string; userIDList: string[] }): Promise<{ friendGroup: FriendGroup; failureUserIDList: Failures }> {
    const name = checkedGroupName(options?.name, this.groups, true);
    const { userIds, failures } = currentFriendsOf(options.userIDList, this.friends());
    return this.change('friendGroup.remove', { groupName: name, userIds }, name, failures);
  }

  private async change(command: string, request: RelationshipRequest, name: string, failures: Failures) {
    const response = await this.call(command, request);
    this.apply(response);
    const serverFailures = (response.results ?? [])
      .filter((item) => item.code)
      .map((item) => ({ userID: item.userId ?? '', code: item.code ?? 0, message: item.info ?? '' }));
    return {
      friendGroup: this.groups.get(name) ?? { name, userIDList: [], count: 0 },
      failureUserIDList: [...failures, ...serverFailures],
    };
  }

  /** Takes the server's groups as they are now, and puts each friend's groups on it. */
  apply(response: RelationshipResponse): FriendGroup[] {
    this.groups.clear();
    for (const wire of response.friendGroups ?? []) {
      const userIDList = wire.userIds ?? [];
      this.groups.set(wire.name ?? '', { name: wire.name ?? '', userIDList, count: userIDList.length });
    }
    for (const friend of this.friends().values())
      friend.groupList = [...this.groups.values()].filter((group) => group.userIDList.includes(friend.userID)).map((group) => group.name);
    const list = [...this.groups.values()];
    this.context.emitter.emit(ImEvent.FRIEND_GROUP_LIST_UPDATED, list);
    return list;
  }

  private call(command: string, request: RelationshipRequest): Promise<RelationshipResponse> {
    return relationshipRequest(this.context, command, request);
  }
}
