import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationType, ErrorCode, ImEvent, RelationshipTypes, type ChatSdk, type ImError } from '../../../runtime/im/index.ts';
import { startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';
import { clientsOf, chatUser, eventually, loggedIn, nextEvent } from './chat-fixtures.ts';

const codeOf = (promise: Promise<unknown>): Promise<number> =>
  promise.then(
    () => 0,
    (error: ImError) => error.code,
  );

/** Two SDK clients over real sockets: friends through an application, a blacklist, profiles (spec 001 §3-§5). */
describe('friends, profiles and blacklist between two clients', () => {
  let server: TestServer;
  let alice: ChatSdk;
  let bob: ChatSdk;
  let aliceId: string;
  let bobId: string;
  const clients = clientsOf(() => server);

  beforeAll(async () => {
    server = await startTestServer();
    const a = await chatUser(server, 'rel_alice');
    const b = await chatUser(server, 'rel_bob');
    [aliceId, bobId] = [a.userID, b.userID];
    alice = await loggedIn(clients.open(), a);
    bob = await loggedIn(clients.open(), b);
  });

  afterAll(async () => {
    await clients.destroyAll();
    await server?.close();
  });

  it('makes two users friends through an application, with the events on both sides', async () => {
    await alice.getFriendList();
    const applied = nextEvent(bob, ImEvent.FRIEND_APPLICATION_LIST_UPDATED);
    const { data } = await alice.addFriend({ to: bobId, source: 'AddSource_Type_Web', wording: '一起看球吧' });
    expect(data).toMatchObject({ userID: bobId, code: 30539 });
    expect(data.message).not.toBe('');
    const { friendApplicationList, unreadCount } = await applied;
    expect(unreadCount).toBe(1);
    expect(friendApplicationList).toEqual([
      expect.objectContaining({ userID: aliceId, wording: '一起看球吧', type: RelationshipTypes.SNS_APPLICATION_SENT_TO_ME }),
    ]);

    const aliceFriends = nextEvent(alice, ImEvent.FRIEND_LIST_UPDATED);
    const bobApplications = nextEvent(bob, ImEvent.FRIEND_APPLICATION_LIST_UPDATED);
    await bob.acceptFriendApplication({ userID: aliceId });
    expect(await bobApplications).toEqual({ friendApplicationList: [], unreadCount: 0 });
    expect((await aliceFriends).map((friend) => friend.userID)).toEqual([bobId]);
    expect((await bob.getFriendList()).data.map((friend) => friend.userID)).toEqual([aliceId]);
    expect((await alice.checkFriend({ userIDList: [bobId] })).data.successUserIDList).toEqual([
      { userID: bobId, code: 0, relation: RelationshipTypes.SNS_TYPE_BOTH_WAY },
    ]);

    const profiles = (await alice.getFriendProfile({ userIDList: [bobId, '999999'] })).data;
    expect(profiles.friendList.map((friend) => friend.profile.nick)).toEqual(['rel_bob']);
    expect(profiles.failureUserIDList).toEqual([{ userID: '999999', code: ErrorCode.NOT_MY_FRIEND, message: 'not my friend' }]);
    expect(await codeOf(alice.addFriend({ to: bobId, source: 'AddSource_Type_Web' }))).toBe(ErrorCode.ALREADY_MY_FRIEND);
    expect(await codeOf(bob.refuseFriendApplication({ userID: aliceId }))).toBe(ErrorCode.FRIEND_APPLICATION_NOT_EXIST);
    expect((await alice.updateFriend({ userID: bobId, remark: '鲍勃' })).data.remark).toBe('鲍勃');
  });

  it('groups friends, updating the friend list locally', async () => {
    const { data } = await alice.createFriendGroup({ name: '球友', userIDList: [bobId, '999999'] });
    expect(data.friendGroup).toEqual({ name: '球友', userIDList: [bobId], count: 1 });
    expect(data.failureUserIDList).toEqual([expect.objectContaining({ userID: '999999', code: ErrorCode.NOT_MY_FRIEND })]);
    expect(await codeOf(alice.createFriendGroup({ name: '球友' }))).toBe(ErrorCode.FRIEND_GROUP_EXISTED);
    expect(await codeOf(alice.addToFriendGroup({ name: '同事', userIDList: [bobId] }))).toBe(ErrorCode.FRIEND_GROUP_NOT_EXIST);
    expect((await alice.renameFriendGroup({ oldName: '球友', newName: '看球' })).data.name).toBe('看球');
    expect((await alice.getFriendList()).data[0].groupList).toEqual(['看球']);
    await alice.removeFromFriendGroup({ name: '看球', userIDList: [bobId] });
    expect((await alice.getFriendGroupList()).data).toEqual([{ name: '看球', userIDList: [], count: 0 }]);
    expect((await alice.deleteFriendGroup({ name: '看球' })).data.name).toBe('看球');
    expect((await alice.getFriendGroupList()).data).toEqual([]);
  });

  it('shows a profile update to the friend', async () => {
    expect(await codeOf(alice.updateMyProfile({}))).toBe(ErrorCode.UPDATE_PROFILE_NO_KEY);
    expect(await codeOf(alice.updateMyProfile({ gender: 'male' }))).toBe(ErrorCode.UPDATE_PROFILE_INVALID_PARAM);
    const seen = nextEvent(bob, ImEvent.PROFILE_UPDATED);
    const { data: mine } = await alice.updateMyProfile({
      nick: '爱丽丝',
      selfSignature: '巴萨球迷',
      profileCustomField: [{ key: 'Tag_Profile_Custom_Team', value: 'FCB' }],
    });
    expect(mine).toMatchObject({ userID: aliceId, nick: '爱丽丝', selfSignature: '巴萨球迷' });
    expect((await seen)[0]).toMatchObject({
      userID: aliceId,
      nick: '爱丽丝',
      profileCustomField: [{ key: 'Tag_Profile_Custom_Team', value: 'FCB' }],
    });
    expect((await bob.getUserProfile({ userIDList: [aliceId] })).data[0].nick).toBe('爱丽丝');
    expect((await alice.getMyProfile()).data.nick).toBe('爱丽丝');
  });

  it('blocks C2C with 20007 once the peer blacklisted the sender, and unblocks', async () => {
    expect(await codeOf(bob.addToBlacklist({ userIDList: [bobId] }))).toBe(ErrorCode.CANNOT_ADD_SELF_TO_BLACKLIST);
    const friendsGone = nextEvent(alice, ImEvent.FRIEND_LIST_UPDATED);
    expect((await bob.addToBlacklist({ userIDList: [bobId, aliceId] })).data).toEqual([aliceId]);
    expect(await friendsGone).toEqual([]);
    const message = alice.createTextMessage({ to: bobId, conversationType: ConversationType.C2C, payload: { text: '还在吗' } });
    expect(await codeOf(alice.sendMessage(message))).toBe(20007);
    expect(message.status).toBe('fail');

    expect((await bob.removeFromBlacklist({ userIDList: [aliceId] })).data).toEqual([]);
    const received = nextEvent(bob, ImEvent.MESSAGE_RECEIVED);
    await alice.sendMessage(alice.createTextMessage({ to: bobId, conversationType: ConversationType.C2C, payload: { text: '又能聊了' } }));
    expect((await received)[0].payload).toEqual({ text: '又能聊了' });
    await eventually(() => bob.getTotalUnreadMessageCount() >= 1, 5000, 'unread');
  });
});
