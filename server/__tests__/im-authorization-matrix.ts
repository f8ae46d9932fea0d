/**
 * The chat gateway's authorization matrix (docs/security.md "Chat gateway"), as code: every command the gateway
 * registers, the chat HTTP doors, who may call each and whose data it reads or changes, with a body its callers send.
 * im-authorization-matrix.test.ts checks that this table, the document and the gateway's commands agree, then drives
 * every row with real sockets of every kind of caller.
 */
import { chatUser, textMessage } from './im-test-client.ts';
import {
  conversation,
  extra,
  group,
  liveRoom,
  moreMessages,
  relationship,
  service,
  upload,
  type Body,
  type Kind,
  type World,
} from './im-matrix-world.ts';

/** Who may call (the "Who" column of the chat table in docs/security.md). */
export type ImAccess =
  /** No login needed: `login` itself and the live room's HTTP doors. */
  | 'anyone'
  /** Any logged-in chat identity, a guest's from getGuestInfo too. */
  | 'guest'
  /** A registered user (guests 10007). */
  | 'user'
  /** A registered user, on the own account's data only: naming another's is refused. */
  | 'own data'
  /** A member of the group the request names (10007 otherwise). */
  | 'group member'
  /** The group's owner or one of its admins (10007 otherwise). */
  | 'group owner or admin'
  /** The group's owner (10007 otherwise). */
  | 'group owner';

/** The least trusted caller each access lets in; every caller below it is refused. */
export const minimumKind: Record<Exclude<ImAccess, 'anyone'>, Kind> = {
  guest: 'guest',
  user: 'user',
  'own data': 'user',
  'group member': 'member',
  'group owner or admin': 'admin',
  'group owner': 'owner',
};

export interface ImRow {
  /** The command name, or the path of an HTTP door (`/im/...`, POST). */
  command: string;
  who: ImAccess;
  /** Whose data it reads or changes (the "Whose data" column). */
  whose: string;
  /** The request a caller of kind `as` sends; callers the row lets in are answered 0 with it. */
  body?: (w: World, as: Kind) => Body | Promise<Body>;
  /** Callers refused with another code than 10007. */
  refusals?: Partial<Record<Kind, number>>;
  /** Callers the access lets in who are answered a business refusal (the owner's quit: 10009). */
  answers?: Partial<Record<Kind, number>>;
  /** A caller the row lets in naming another user's data: refused with `code` (in the first result item when `item`). */
  /** A product live room's ban: refused to viewers (10007), allowed to the room's anchor and anchor admins. */
  roomManagers?: { body: (w: World) => Body | Promise<Body> };
  othersData?: { what: string; as: Kind; body: (w: World) => Body | Promise<Body>; code: number; item?: 'relationship' | 'conversation' };
}

const uploadSign = async (w: World, as: Kind | 'peer') => {
  const keys = await w.credentials(as);
  return upload({
    tmpSecretId: keys.tmpSecretId,
    sessionToken: keys.sessionToken,
    expiredTime: keys.expiredTime,
    fileType: 'image/png',
    fileName: 'a.png',
    fileSize: 1024,
    uploadMethod: 'PUT',
    duration: 300,
  });
};
/** A pending friend application from `from` to `to` (the default allowType files one). */
const application = async (w: World, from: Kind | 'peer', to: Kind | 'peer') => {
  await w.client(from).request('friend.add', relationship({ addItems: [{ to: w.ids[to], source: 'AddSource_Type_web' }], type: 2 }));
};
/** A conversation between `as` and the peer: a message from the peer. */
const c2cWithPeer = async (w: World, as: Kind) => {
  if (as !== 'guest') await w.message('peer', w.ids[as]);
  return `C2C${w.ids.peer}`;
};

export const imMatrix: ImRow[] = [
  // The session (docs/im-protocol.md "Commands")
  { command: 'login', who: 'anyone', whose: 'the socket’s identity: the user the signature was made for' },
  { command: 'logout', who: 'guest', whose: 'the socket’s own login', body: () => ({ logoutRequest: {} }) },
  { command: 'hello', who: 'guest', whose: 'no data: the server’s time' },
  { command: '/im/anonymous-join', who: 'anyone', whose: 'a live room’s public messages' },
  { command: '/im/long-poll', who: 'anyone', whose: 'a live room’s public messages, for the key a join gave' },
  // Messages
  { command: 'c2c.send', who: 'user', whose: 'a new message of the own account', body: (w) => textMessage(w.ids.peer, '你好', w.unique()) },
  {
    command: 'group.send',
    who: 'group member',
    whose: 'a new message of the own account in the group',
    body: (w) => textMessage(w.club, '大家好', w.unique()),
  },
  { command: 'sync', who: 'guest', whose: 'own inbox', body: () => ({ syncRequest: { cookie: 0, count: 10 } }) },
  {
    command: 'roaming',
    who: 'group member',
    whose: 'own C2C history; a group’s history',
    body: (w) => ({ roamingRequest: { conversationType: 2, peer: w.club, count: 10 } }),
  },
  {
    command: 'group.pull',
    who: 'group member',
    whose: 'a group’s messages',
    body: (w) => ({ groupPullRequest: { groupId: w.club, sequence: 1, count: 10 } }),
  },
  {
    command: 'read',
    who: 'guest',
    whose: 'own read positions',
    body: (w) => ({ setReadRequest: { conversationType: 2, peer: w.club, sequence: 1 } }),
  },
  {
    command: 'revoke',
    who: 'own data',
    whose: 'own messages',
    body: async (w, as) => ({ messageRef: as === 'guest' ? await w.message('peer', w.ids.user) : await w.message(as, w.ids.peer) }),
    refusals: { guest: 10004 },
    othersData: {
      what: 'the peer’s message to the caller',
      as: 'user',
      body: async (w) => ({ messageRef: await w.message('peer', w.ids.user) }),
      code: 10007,
    },
  },
  {
    command: 'modify',
    who: 'own data',
    whose: 'own messages in groups; either side’s in an own C2C conversation',
    body: async (w, as) => ({
      modifyRequest: {
        ref: as === 'guest' ? await w.message('peer', w.ids.user) : await w.message(as, w.ids.peer),
        version: 0,
        cloudCustomData: '改',
      },
    }),
    refusals: { guest: 10004 },
    othersData: {
      what: 'another member’s group message',
      as: 'member',
      body: async (w) => ({ modifyRequest: { ref: await w.message('admin', w.club), version: 0, cloudCustomData: '改' } }),
      code: 10007,
    },
  },
  {
    command: 'delete',
    who: 'guest',
    whose: 'own copies of messages (others’ are left alone)',
    body: async (w, as) => ({
      deleteMessagesRequest: {
        refs: [
          as === 'guest' ? { conversationType: 1, from: w.ids.peer, to: w.ids.user, sequence: 1 } : await w.message('peer', w.ids[as]),
        ],
      },
    }),
  },
  // Conversations
  {
    command: 'conversation.list',
    who: 'guest',
    whose: 'own conversations (a guest has none: it cannot send, nor be sent to)',
    body: () => ({ conversationListRequest: { startIndex: 0, count: 20 } }),
  },
  {
    command: 'conversation.delete',
    who: 'guest',
    whose: 'own conversations',
    body: async (w, as) => ({ deleteConversationRequest: { conversationIds: [await c2cWithPeer(w, as)] } }),
  },
  {
    command: 'conversation.pin',
    who: 'own data',
    whose: 'own conversations',
    body: async (w, as) => ({ pinConversationRequest: { conversationId: await c2cWithPeer(w, as), pin: true } }),
    refusals: { guest: 10004 },
    othersData: {
      what: 'a conversation of two others',
      as: 'user',
      body: (w) => ({ pinConversationRequest: { conversationId: `C2C${w.ids.owner}`, pin: true } }),
      code: 10004,
    },
  },
  {
    command: 'conversation.readAll',
    who: 'guest',
    whose: 'own conversations',
    body: () => ({ setAllReadRequest: { c2c: true, group: true } }),
  },
  // Live rooms and joining
  {
    command: 'group.join',
    who: 'guest',
    whose: 'own membership (a live room for anyone; a created group by its join option)',
    body: () => ({ groupRequest: { groupId: liveRoom } }),
  },
  {
    command: 'group.quit',
    who: 'group member',
    whose: 'own membership',
    body: async (w) => ({ groupRequest: { groupId: await w.freshGroup() } }),
    answers: { owner: 10009 },
  },
  {
    command: 'group.onlineCount',
    who: 'guest',
    whose: 'a live room’s audience count; a created group’s, for its members',
    body: () => ({ groupRequest: { groupId: liveRoom } }),
    othersData: {
      what: 'a created group the caller is not in',
      as: 'user',
      body: (w) => ({ groupRequest: { groupId: w.club } }),
      code: 10007,
    },
  },
  // Relationships (docs/im-protocol.md "Relationship commands")
  { command: 'friend.list', who: 'user', whose: 'own friends', body: () => relationship({}) },
  {
    command: 'friend.add',
    who: 'user',
    whose: 'own friend list and applications (the peer’s applications to answer)',
    body: (w) => relationship({ addItems: [{ to: w.ids.peer, source: 'AddSource_Type_web' }], type: 2 }),
  },
  { command: 'friend.update', who: 'user', whose: 'own friend list', body: (w) => relationship({ userIds: [w.ids.peer], remark: '球友' }) },
  {
    command: 'friend.delete',
    who: 'user',
    whose: 'own friend list (both ways)',
    body: (w) => relationship({ userIds: [w.ids.peer], type: 2 }),
  },
  { command: 'friend.check', who: 'user', whose: 'own friend list', body: (w) => relationship({ userIds: [w.ids.peer], type: 2 }) },
  { command: 'friendApplication.list', who: 'user', whose: 'own friend applications', body: () => relationship({}) },
  {
    command: 'friendApplication.respond',
    who: 'own data',
    whose: 'the applications sent to the own account',
    body: async (w, as) => {
      if (as !== 'guest') await application(w, 'peer', as);
      return relationship({ userIds: [w.ids.peer], response: 3 });
    },
    othersData: {
      what: 'an application sent to another user',
      as: 'user',
      body: async (w) => (await application(w, 'member', 'owner'), relationship({ userIds: [w.ids.member], response: 1 })),
      code: 30614,
      item: 'relationship',
    },
  },
  {
    command: 'friendApplication.delete',
    who: 'own data',
    whose: 'the applications sent to the own account',
    body: async (w, as) => {
      if (as !== 'guest') await application(w, 'peer', as);
      return relationship({ userIds: [w.ids.peer], type: 1 });
    },
    othersData: {
      what: 'an application sent to another user',
      as: 'user',
      body: async (w) => (await application(w, 'admin', 'owner'), relationship({ userIds: [w.ids.admin], type: 1 })),
      code: 30614,
      item: 'relationship',
    },
  },
  { command: 'friendApplication.read', who: 'user', whose: 'own friend applications', body: () => relationship({}) },
  { command: 'friendGroup.list', who: 'user', whose: 'own friend groups', body: () => relationship({}) },
  {
    command: 'friendGroup.create',
    who: 'user',
    whose: 'own friend groups',
    body: (w) => relationship({ groupName: `组${w.unique()}`, userIds: [] }),
  },
  {
    command: 'friendGroup.delete',
    who: 'user',
    whose: 'own friend groups',
    body: async (w, as) =>
      as === 'guest' ? relationship({ groupNames: ['组'] }) : relationship({ groupNames: [await friendGroupOf(w, as)] }),
  },
  {
    command: 'friendGroup.rename',
    who: 'user',
    whose: 'own friend groups',
    body: async (w, as) =>
      relationship({ groupName: as === 'guest' ? '组' : await friendGroupOf(w, as), newGroupName: `新组${w.unique()}` }),
  },
  {
    command: 'friendGroup.add',
    who: 'user',
    whose: 'own friend groups (own friends only)',
    body: async (w, as) => relationship({ groupName: as === 'guest' ? '组' : await friendGroupOf(w, as), userIds: [] }),
  },
  {
    command: 'friendGroup.remove',
    who: 'user',
    whose: 'own friend groups',
    body: async (w, as) => relationship({ groupName: as === 'guest' ? '组' : await friendGroupOf(w, as), userIds: [] }),
  },
  {
    command: 'profile.get',
    who: 'user',
    whose: 'any registered user’s chat profile',
    body: (w) => relationship({ userIds: [w.ids.peer] }),
  },
  {
    command: 'profile.set',
    who: 'user',
    whose: 'own profile',
    body: () => relationship({ profileItems: [{ tag: 'selfSignature', value: '加油' }] }),
  },
  { command: 'blacklist.get', who: 'user', whose: 'own blacklist', body: () => relationship({ startIndex: 0, maxLimited: 20 }) },
  {
    command: 'blacklist.add',
    who: 'user',
    whose: 'own blacklist (ends a friendship both ways)',
    body: (w) => relationship({ userIds: [w.ids.peer] }),
  },
  {
    command: 'blacklist.delete',
    who: 'user',
    whose: 'own blacklist',
    body: async (w, as) => (
      as !== 'guest' && (await w.client(as).request('blacklist.add', relationship({ userIds: [w.ids.peer] }))),
      relationship({ userIds: [w.ids.peer] })
    ),
  },
  // Groups (docs/im-protocol.md "Group commands")
  {
    command: 'group.create',
    who: 'user',
    whose: 'a new group owned by the own account',
    body: (w) => group({ profile: { type: 'Public', name: `新群${w.unique()}` } }),
  },
  { command: 'group.list', who: 'user', whose: 'own memberships', body: () => group({ offset: 0, count: 20 }) },
  {
    command: 'group.profile',
    who: 'user',
    whose: 'any created group’s profile (a Private group’s members only)',
    body: (w) => group({ groupIds: [w.club] }),
  },
  { command: 'group.search', who: 'user', whose: 'any created group’s profile but a Private one', body: (w) => group({ groupId: w.club }) },
  {
    command: 'group.update',
    who: 'group owner or admin',
    whose: 'the group’s profile',
    body: (w) => group({ groupId: w.club, fields: ['introduction'], profile: { introduction: `简介${w.unique()}` } }),
  },
  {
    command: 'group.changeOwner',
    who: 'group owner',
    whose: 'the group’s owner',
    body: async (w) => group({ groupId: await w.freshGroup(), userId: w.ids.member }),
  },
  {
    command: 'group.dismiss',
    who: 'group owner',
    whose: 'the group, its members and messages',
    body: async (w) => group({ groupId: await w.freshGroup() }),
  },
  {
    command: 'group.members',
    who: 'group member',
    whose: 'the group’s members',
    body: (w) => group({ groupId: w.club, offset: 0, count: 20 }),
  },
  {
    command: 'group.memberProfile',
    who: 'group member',
    whose: 'the group’s members',
    body: (w) => group({ groupId: w.club, userIds: [w.ids.member] }),
  },
  {
    command: 'group.addMembers',
    who: 'group owner or admin',
    whose: 'the group’s members',
    body: async (w) => group({ groupId: await w.freshGroup(), userIds: [w.ids.peer] }),
  },
  {
    command: 'group.deleteMembers',
    who: 'group owner or admin',
    whose: 'the group’s members (an admin removes plain members only); a live room’s bans, by its room managers',
    body: async (w) => group({ groupId: await w.freshGroup(), userIds: [w.ids.member], reason: '清理' }),
    roomManagers: {
      body: async (w) =>
        group({ groupId: liveRoom, userIds: [(await chatUser(w.server, `mxviewer${w.unique()}`)).id], muteSeconds: 60, reason: '刷屏' }),
    },
  },
  {
    command: 'group.setRole',
    who: 'group owner',
    whose: 'the group’s roles',
    body: async (w) => group({ groupId: await w.freshGroup(), userId: w.ids.member, role: 'Admin' }),
  },
  {
    command: 'group.mute',
    who: 'group owner or admin',
    whose: 'the group’s members (on those the caller outranks)',
    body: (w) => group({ groupId: w.club, userId: w.ids.member, muteSeconds: 0 }),
  },
  {
    command: 'group.nameCard',
    who: 'group member',
    whose: 'own name card; a manager’s on those they outrank',
    body: (w) => group({ groupId: w.club, userId: '', nameCard: `名片${w.unique()}` }),
    othersData: {
      what: 'another member’s name card',
      as: 'member',
      body: (w) => group({ groupId: w.club, userId: w.ids.admin, nameCard: '改你' }),
      code: 10007,
    },
  },
  {
    command: 'group.applications',
    who: 'user',
    whose: 'the applications to the groups the caller owns or administers',
    body: () => group({ offset: 0, count: 20 }),
  },
  {
    command: 'group.handleApplication',
    who: 'group owner or admin',
    whose: 'the group’s applications',
    body: async (w) => {
      await w.client('peer').request('group.join', { groupRequest: { groupId: w.club, applyMessage: '想加入' } });
      return group({ groupId: w.club, userId: w.ids.peer, handleAction: 2, handleMessage: '暂不' });
    },
  },
  // Topics (docs/im-protocol.md "Topic commands")
  {
    command: 'topic.create',
    who: 'group owner or admin',
    whose: 'the community’s topics',
    body: (w) => group({ groupId: w.community, topic: { name: `话题${w.unique()}` } }),
  },
  {
    command: 'topic.delete',
    who: 'group owner or admin',
    whose: 'the community’s topics and their messages',
    body: async (w) => group({ groupId: w.community, topicIds: [await w.freshTopic()] }),
  },
  {
    command: 'topic.update',
    who: 'group owner or admin',
    whose: 'the community’s topics',
    body: (w) => group({ groupId: w.community, topic: { topicId: w.topic, introduction: `介绍${w.unique()}` }, fields: ['introduction'] }),
  },
  {
    command: 'topic.list',
    who: 'group member',
    whose: 'the community’s topics and own read positions',
    body: (w) => group({ groupId: w.community }),
  },
  // Attributes and counters
  {
    command: 'group.attributes.init',
    who: 'group member',
    whose: 'the group’s attributes',
    body: (w) => group({ groupId: w.club, attributes: [{ key: 'k', value: `v${w.unique()}` }] }),
  },
  {
    command: 'group.attributes.set',
    who: 'group member',
    whose: 'the group’s attributes',
    body: (w) => group({ groupId: w.club, attributes: [{ key: 'k', value: `v${w.unique()}` }] }),
  },
  {
    command: 'group.attributes.delete',
    who: 'group member',
    whose: 'the group’s attributes',
    body: (w) => group({ groupId: w.club, keys: ['k'] }),
  },
  {
    command: 'group.attributes.get',
    who: 'group member',
    whose: 'the group’s attributes',
    body: (w) => group({ groupId: w.club, keys: [] }),
  },
  {
    command: 'group.counters.update',
    who: 'group member',
    whose: 'the group’s counters',
    body: (w) => group({ groupId: w.club, counterMode: 'Increase', counters: [{ key: 'likes', value: 1 }] }),
  },
  { command: 'group.counters.get', who: 'group member', whose: 'the group’s counters', body: (w) => group({ groupId: w.club, keys: [] }) },
  {
    command: 'group.memberCustomField',
    who: 'group member',
    whose: 'own member fields; a manager’s on those they outrank',
    body: (w) => group({ groupId: w.club, userId: '', memberCustomField: [{ key: 'team', value: `巴萨${w.unique()}` }] }),
    othersData: {
      what: 'another member’s fields',
      as: 'member',
      body: (w) => group({ groupId: w.club, userId: w.ids.admin, memberCustomField: [{ key: 'team', value: '皇马' }] }),
      code: 10007,
    },
  },
  {
    command: 'group.mark',
    who: 'group owner or admin',
    whose: 'the group’s member marks',
    body: (w) => group({ groupId: w.club, userIds: [w.ids.member], markType: 1000 + w.unique(), enableMark: true }),
  },
  // Uploads
  { command: 'upload.credentials', who: 'user', whose: 'upload credentials of the own account', body: () => upload({}) },
  {
    command: 'upload.sign',
    who: 'own data',
    whose: 'an upload address for the own account',
    body: (w, as) => uploadSign(w, as === 'guest' ? 'user' : as),
    othersData: { what: 'another user’s credentials', as: 'user', body: (w) => uploadSign(w, 'peer'), code: 10007 },
  },
  // Config, status and reports
  { command: 'config.commercial', who: 'guest', whose: 'the application’s purchase bits', body: () => service({}) },
  { command: 'config.cloud', who: 'guest', whose: 'the application’s cloud config', body: () => service({}) },
  { command: 'status.set', who: 'user', whose: 'own custom status', body: () => service({ customStatus: '' }) },
  { command: 'status.get', who: 'user', whose: 'any registered user’s online status', body: (w) => service({ userIds: [w.ids.peer] }) },
  { command: 'status.subscribe', who: 'user', whose: 'own subscriptions', body: (w) => service({ userIds: [w.ids.peer] }) },
  { command: 'status.unsubscribe', who: 'user', whose: 'own subscriptions', body: (w) => service({ userIds: [w.ids.peer] }) },
  {
    command: 'report.quality',
    who: 'guest',
    whose: 'a new report by the caller (stored, never read back)',
    body: () =>
      service({
        report: {
          kind: 'quality',
          madeAt: 1,
          sdkVersion: '2.27.6',
          quality: [{ command: 'hello', totalCount: 1, successCount: 1, successRate: 1, averageDelay: 10 }],
        },
      }),
  },
  {
    command: 'report.events',
    who: 'guest',
    whose: 'a new report by the caller (stored, never read back)',
    body: () =>
      service({
        report: { kind: 'events', madeAt: 1, sdkVersion: '2.27.6', events: [{ level: 4, name: 'login', code: 0, message: 'ok', time: 1 }] },
      }),
  },
  // Receipts and extensions
  {
    command: 'receipt.send',
    who: 'own data',
    whose: 'own receipts of messages sent to the caller',
    body: async (w, as) => extra({ messages: [await w.message('peer', w.ids[as === 'guest' ? 'user' : as])] }),
    othersData: {
      what: 'a message between two others',
      as: 'user',
      body: async (w) => extra({ messages: [await w.message('peer', w.ids.owner)] }),
      code: 10007,
    },
  },
  {
    command: 'receipt.list',
    who: 'own data',
    whose: 'the receipts of own messages',
    body: async (w, as) => extra({ messages: [await w.message(as === 'guest' ? 'user' : as, w.ids.peer)] }),
  },
  {
    command: 'receipt.detail',
    who: 'group member',
    whose: 'the readers of own group messages',
    body: async (w, as) =>
      extra({ message: await w.message(as === 'guest' || as === 'user' ? 'member' : as, w.club), filter: 0, count: 10 }),
    othersData: {
      what: 'another member’s message',
      as: 'member',
      body: async (w) => extra({ message: await w.message('admin', w.club), filter: 0, count: 10 }),
      code: 10007,
    },
  },
  {
    command: 'extension.get',
    who: 'own data',
    whose: 'the extensions of messages in own conversations',
    body: async (w, as) => extra({ message: await w.message('peer', w.ids[as === 'guest' ? 'user' : as]) }),
    othersData: {
      what: 'a message between two others',
      as: 'user',
      body: async (w) => extra({ message: await w.message('peer', w.ids.owner) }),
      code: 10007,
    },
  },
  {
    command: 'extension.modify',
    who: 'own data',
    whose: 'the extensions of messages in own conversations',
    body: async (w, as) =>
      extra({
        message: await w.message('peer', w.ids[as === 'guest' ? 'user' : as]),
        operateType: 1,
        extensions: [{ key: 'vote', value: '1' }],
      }),
    othersData: {
      what: 'a message between two others',
      as: 'user',
      body: async (w) =>
        extra({ message: await w.message('peer', w.ids.owner), operateType: 1, extensions: [{ key: 'vote', value: '1' }] }),
      code: 10007,
    },
  },
  // Translation, merged messages, hopping
  {
    command: 'roaming.hop',
    who: 'group member',
    whose: 'own C2C history; a group’s history',
    body: (w) => moreMessages({ conversationType: 2, peer: w.club, count: 5, direction: 0 }),
  },
  {
    command: 'translate.text',
    who: 'guest',
    whose: 'no data: the server’s phrasebook',
    body: () => moreMessages({ sourceTextList: ['你好'], source: 'zh', target: 'pt' }),
  },
  {
    command: 'merger.download',
    who: 'own data',
    whose: 'merged lists the caller uploaded or received',
    body: async (w, as) => moreMessages({ downloadKey: await w.merger(as === 'guest' ? 'user' : as) }),
    refusals: { guest: 10004 },
    othersData: {
      what: 'a list another user uploaded and never sent to the caller',
      as: 'user',
      body: async (w) => moreMessages({ downloadKey: await w.merger('peer') }),
      code: 10004,
    },
  },
  // Conversation settings (docs/im-protocol.md "Conversation settings commands")
  { command: 'conversationGroup.list', who: 'user', whose: 'own conversation groups', body: () => conversation({}) },
  {
    command: 'conversationGroup.create',
    who: 'user',
    whose: 'own conversation groups',
    body: async (w, as) => conversation({ groupName: `会话组${w.unique()}`, conversationIds: [await c2cWithPeer(w, as)] }),
  },
  {
    command: 'conversationGroup.delete',
    who: 'user',
    whose: 'own conversation groups',
    body: async (w, as) => conversation({ groupName: await conversationGroupOf(w, as) }),
  },
  {
    command: 'conversationGroup.rename',
    who: 'user',
    whose: 'own conversation groups',
    body: async (w, as) => conversation({ groupName: await conversationGroupOf(w, as), newGroupName: `改名${w.unique()}` }),
  },
  {
    command: 'conversationGroup.add',
    who: 'user',
    whose: 'own conversation groups (own conversations only)',
    body: async (w, as) => conversation({ groupName: await conversationGroupOf(w, as), conversationIds: [await c2cWithPeer(w, as)] }),
  },
  {
    command: 'conversationGroup.remove',
    who: 'user',
    whose: 'own conversation groups',
    body: async (w, as) => conversation({ groupName: await conversationGroupOf(w, as), conversationIds: [await c2cWithPeer(w, as)] }),
  },
  {
    command: 'conversation.mark',
    who: 'own data',
    whose: 'own conversations’ marks',
    body: async (w, as) => conversation({ conversationIds: [await c2cWithPeer(w, as)], markBit: 0, enableMark: true }),
    othersData: {
      what: 'a conversation of two others',
      as: 'user',
      body: (w) => conversation({ conversationIds: [`C2C${w.ids.owner}`], markBit: 0, enableMark: true }),
      code: 10004,
      item: 'conversation',
    },
  },
  {
    command: 'conversation.customData',
    who: 'own data',
    whose: 'own conversations’ custom data',
    body: async (w, as) => conversation({ conversationIds: [await c2cWithPeer(w, as)], customData: '置顶' }),
    othersData: {
      what: 'a conversation of two others',
      as: 'user',
      body: (w) => conversation({ conversationIds: [`C2C${w.ids.owner}`], customData: '偷看' }),
      code: 10004,
      item: 'conversation',
    },
  },
  {
    command: 'conversation.remind',
    who: 'group member',
    whose: 'own remind type of a group (or of C2C peers)',
    body: (w) => conversation({ groupId: w.club, remindType: 2 }),
  },
  {
    command: 'conversation.clearHistory',
    who: 'user',
    whose: 'own copy of a conversation’s history',
    body: async (w, as) => conversation({ conversationIds: [await c2cWithPeer(w, as)] }),
  },
  {
    command: 'conversation.deleteGroupAt',
    who: 'user',
    whose: 'own group-at tips',
    body: (w) => conversation({ groupAt: [{ groupId: w.club, sequence: 1 }] }),
  },
];

/** A friend group of `as`'s own (made on first use). */
async function friendGroupOf(w: World, as: Kind): Promise<string> {
  const name = `组${w.unique()}`;
  await w.client(as).request('friendGroup.create', relationship({ groupName: name, userIds: [] }));
  return name;
}

/** A conversation group of `as`'s own, holding the conversation with the peer. */
async function conversationGroupOf(w: World, as: Kind): Promise<string> {
  const name = `组${w.unique()}`;
  if (as !== 'guest')
    await w.client(as).request('conversationGroup.create', conversation({ groupName: name, conversationIds: [await c2cWithPeer(w, as)] }));
  return name;
}

/** Rows of the document's chat table: `| \`command\` | who | whose |` (the HTTP doors by their path). */
export function documentImRows(markdown: string): { command: string; who: string; whose: string }[] {
  const section = markdown.slice(markdown.indexOf('## Chat gateway'), markdown.indexOf('## How the matrix is tested'));
  return [...section.matchAll(/^\| `([^`]+)` \| ([^|]+) \| ([^|]+) \|$/gm)].map((m) => ({
    command: m[1],
    who: m[2].trim(),
    whose: m[3].trim(),
  }));
}
