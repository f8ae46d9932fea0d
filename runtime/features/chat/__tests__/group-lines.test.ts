import { describe, expect, it } from 'vitest';
import type { GroupTipPayload } from '../../../im/index.ts';
import { atMe, groupConversations, groupLastMessageSummary } from '../lib/group-summary.ts';
import { canMentionAll, muteState } from '../lib/group-mute.ts';
import { announcementOf, muteLength, sentence, tipLine, unnamedInTips } from '../lib/group-tips.ts';
import { conversation, lastMessage, message, noonMar18 } from './chat-fixtures.ts';

const tip = (operationType: number, change: Partial<GroupTipPayload> = {}): GroupTipPayload => ({
  operationType,
  operatorID: '1',
  userIDList: [],
  data: '',
  ...change,
});
/** Names as a room gives them: the fan is "you", a member by the nick the tip carried, else "user {id}". */
const nameOf = (id: string, nick?: string) => (id === '7' ? 'you' : nick || `user ${id}`);
const lengthOf = (seconds: number) => `${muteLength(seconds).values.count} ${muteLength(seconds).key}`;
const line = (payload: GroupTipPayload) => tipLine(payload, nameOf, lengthOf);

describe('group tips as lines', () => {
  it('says who joined, left, was removed or made admin, by the nicks the tip carried', () => {
    const nicks = { '1': 'Owner', '2': 'Ana', '3': '<img src=x onerror=alert(1)>' };
    expect(line(tip(1, { userIDList: ['2', '3'], nicks }))).toEqual({
      key: 'tip.joined',
      values: { names: 'Ana、<img src=x onerror=alert(1)>' },
    });
    // A batch invite: three names and how many more.
    expect(line(tip(1, { userIDList: ['2', '3', '4', '5', '6'], nicks }))).toEqual({
      key: 'tip.joined',
      values: { names: 'Ana、<img src=x onerror=alert(1)>、user 4 +2' },
    });
    expect(line(tip(2, { operatorID: '2', userIDList: ['2'], nicks }))).toEqual({ key: 'tip.left', values: { names: 'Ana' } });
    expect(line(tip(3, { userIDList: ['7'], nicks }))).toEqual({ key: 'tip.kicked', values: { names: 'you', operator: 'Owner' } });
    expect(line(tip(4, { userIDList: ['9'] }))).toEqual({ key: 'tip.adminSet', values: { names: 'user 9' } });
    expect(line(tip(5, { userIDList: ['2'], nicks }))).toEqual({ key: 'tip.adminRemoved', values: { names: 'Ana' } });
  });

  it('names what changed in the profile: the owner, the name, an announcement, mute all, else the info', () => {
    expect(line(tip(6, { newGroupProfile: { ownerID: '2' }, nicks: { '2': 'Ana' } }))).toEqual({
      key: 'tip.ownerChanged',
      values: { name: 'Ana' },
    });
    expect(line(tip(6, { newGroupProfile: { name: '巴萨' } }))).toEqual({
      key: 'tip.renamed',
      values: { operator: 'user 1', name: '巴萨' },
    });
    expect(line(tip(6, { newGroupProfile: { notification: '周六 20:00 看球' } }))).toEqual({
      key: 'tip.announced',
      values: { operator: 'user 1' },
    });
    expect(line(tip(6, { newGroupProfile: { muteAllMembers: true } })).key).toBe('tip.muteAllOn');
    expect(line(tip(6, { newGroupProfile: { muteAllMembers: 'Off' } })).key).toBe('tip.muteAllOff');
    expect(line(tip(6, { newGroupProfile: { avatar: 'https://x/y.png' } })).key).toBe('tip.profileChanged');
  });

  it('says a member was muted for how long, or unmuted, or changed their card', () => {
    expect(line(tip(7, { userIDList: ['7'], memberList: [{ userID: '7', muteTime: 600 }] }))).toEqual({
      key: 'tip.muted',
      values: { name: 'you', operator: 'user 1', length: '10 minutes' },
    });
    expect(line(tip(7, { userIDList: ['7'], memberList: [{ userID: '7', muteTime: 0 }] })).key).toBe('tip.unmuted');
    expect(line(tip(7, { userIDList: ['2'], memberList: [{ userID: '2', nameCard: 'Capitã' }] })).key).toBe('tip.memberChanged');
    expect([259_200, 86_400, 3_600, 600, 7_200, 30].map((s) => lengthOf(s))).toEqual([
      '3 days',
      '1 day',
      '1 hour',
      '10 minutes',
      '2 hours',
      '1 minute',
    ]);
  });

  it('finds an announcement in a profile tip only', () => {
    expect(announcementOf(tip(6, { newGroupProfile: { notification: '周六看球' } }))).toBe('周六看球');
    expect(announcementOf(tip(6, { newGroupProfile: { notification: '  ' } }))).toBeUndefined();
    expect(announcementOf(tip(6, { newGroupProfile: { name: 'x' } }))).toBeUndefined();
    expect(announcementOf(tip(1, { newGroupProfile: { notification: 'x' } }))).toBeUndefined();
  });

  it('starts a line with a capital where the language has them', () => {
    expect(sentence('você entrou no grupo')).toBe('Você entrou no grupo');
    expect(sentence('你 加入了群聊')).toBe('你 加入了群聊');
  });
});

describe('the group tab', () => {
  it('summarises tips, others’ messages with their name, own messages alone, revokes with who', () => {
    const summary = (change: Parameters<typeof lastMessage>[0]) => groupLastMessageSummary(lastMessage(change), '7', nameOf, lengthOf);
    expect(summary({ type: 'TIMGroupTipElem', payload: tip(1, { userIDList: ['2'], nicks: { '2': 'Ana' } }) })).toEqual({
      key: 'tip.joined',
      values: { names: 'Ana' },
    });
    expect(summary({ fromAccount: '2', nick: 'Ana', payload: { text: '<b>gol</b>\nagora' } })).toEqual({
      key: 'fromMember',
      values: { name: 'Ana', text: '<b>gol</b> agora' },
    });
    expect(summary({ fromAccount: '7', nick: 'Me', payload: { text: 'hi' } })).toEqual({ text: 'hi' });
    expect(summary({ fromAccount: '2', nick: 'Ana', isRevoked: true, revoker: '2' })).toEqual({
      key: 'revokedByMember',
      values: { name: 'Ana' },
    });
    expect(summary({ fromAccount: '7', isRevoked: true, revoker: '7' })).toEqual({ key: 'revokedBySelf' });
  });

  it('marks a row at-me while it has unread and its last message mentions the fan or everyone, not their own', () => {
    const mention = (atUserList: string[], fromAccount = '2') => lastMessage({ fromAccount, payload: { text: '@x', atUserList } });
    expect(atMe(conversation('GROUPg', { unreadCount: 1, lastMessage: mention(['7']) }), '7')).toBe(true);
    expect(atMe(conversation('GROUPg', { unreadCount: 1, lastMessage: mention(['__kImSDK_MesssageAtALL__']) }), '7')).toBe(true);
    expect(atMe(conversation('GROUPg', { unreadCount: 0, lastMessage: mention(['7']) }), '7')).toBe(false);
    expect(atMe(conversation('GROUPg', { unreadCount: 1, lastMessage: mention(['9']) }), '7')).toBe(false);
    expect(atMe(conversation('GROUPg', { unreadCount: 1, lastMessage: mention(['__kImSDK_MesssageAtALL__'], '7') }), '7')).toBe(false);
    // A revoked mention mentions no one any more, though the message keeps its list.
    expect(atMe(conversation('GROUPg', { unreadCount: 1, lastMessage: { ...mention(['7']), isRevoked: true } }), '7')).toBe(false);
  });

  it('lists the group conversations in the chat layer’s order, without live rooms, one-to-one or system ones', () => {
    const sorted = [
      conversation('GROUPCHATGROUP_ANCHORFANS_42', { type: 'GROUP', groupType: 'Public', isPinned: true }),
      conversation('C2C9'),
      conversation('GROUPlive_1', { type: 'GROUP', groupType: 'AVChatRoom' }),
      conversation('GROUP@TGS#A', { type: 'GROUP', groupType: 'Public' }),
      conversation('@TIM#SYSTEM', { type: '@TIM#SYSTEM' }),
    ];
    expect(groupConversations(sorted).map((c) => c.conversationID)).toEqual(['GROUPCHATGROUP_ANCHORFANS_42', 'GROUP@TGS#A']);
  });
});

describe('who may send and mention everyone', () => {
  const group = (role: 'Owner' | 'Admin' | 'Member' | '', muteUntil = 0, muteAllMembers = false) => ({
    muteAllMembers,
    selfInfo: { userID: '7', role, joinTime: 0, nameCard: '', muteUntil, messageRemindType: '' },
  });
  it('a muted member until their mute ends; a plain member while all are muted; never the owner or an admin for mute all', () => {
    expect(muteState(group('Member', 1_600), 1_000)).toEqual({ kind: 'self', until: 1_600 });
    expect(muteState(group('Member', 1_000), 1_000)).toBeNull();
    expect(muteState(group('Member', 0, true), 1_000)).toEqual({ kind: 'all' });
    expect(muteState(group('Admin', 0, true), 1_000)).toBeNull();
    expect(muteState(group('Admin', 2_000, true), 1_000)).toEqual({ kind: 'self', until: 2_000 });
    expect([canMentionAll(group('Owner')), canMentionAll(group('Admin')), canMentionAll(group('Member'))]).toEqual([true, true, false]);
  });
});

describe('the people a room looks up to name them in its tips', () => {
  const tipMessage = (payload: GroupTipPayload) => message(noonMar18, { type: 'TIMGroupTipElem', payload, conversationID: 'GROUPg1' });

  it('asks for those no tip nor message named, once each, never for named ones', () => {
    const messages = [
      // An invitation: the inviter (operator 1) is named by the tip; the invitee 2 is not.
      tipMessage(tip(1, { operatorID: '1', userIDList: ['2'], nicks: { '1': 'Owner' } })),
      tipMessage(tip(1, { operatorID: '2', userIDList: ['2', '3', '4', '5'] })),
      message(noonMar18, { from: '3', nick: 'Cai', conversationID: 'GROUPg1' }),
    ];
    const spoken = new Map([['3', 'Cai']]);
    expect(unnamedInTips(messages, spoken).sort()).toEqual(['2', '4']);
  });

  it('asks for nobody in a room without tips', () => {
    expect(unnamedInTips([message(noonMar18)], new Map())).toEqual([]);
  });
});
