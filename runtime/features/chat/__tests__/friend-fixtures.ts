import type { Friend, FriendGroup, Profile } from '../../../im/index.ts';

/** A friend of the signed-in fan, with the profile the server keeps for them. */
export function friend(userID: string, nick: string, change: Partial<Friend> = {}): Friend {
  const profile = {
    userID,
    nick,
    avatar: '',
    selfSignature: '',
    gender: '',
    birthday: 0,
    location: '',
    allowType: '',
    language: 0,
    messageSettings: 0,
    adminForbidType: '',
    level: 0,
    role: 0,
    profileCustomField: [],
  } satisfies Profile;
  return { userID, remark: '', groupList: [], source: 'AddSource_Type_profile', addTime: 0, friendCustomField: [], profile, ...change };
}

export const group = (name: string, userIDList: string[] = []): FriendGroup => ({ name, userIDList, count: userIDList.length });
