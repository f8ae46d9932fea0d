import { describe, expect, it } from 'vitest';
import type { ChatContext } from '../core/chat-context.ts';
import { Emitter } from '../core/emitter.ts';
import { RateLimiter } from '../core/rate-limiter.ts';
import { ConversationStore, emptyConversation } from '../conversations/conversation-store.ts';
import { ErrorCode } from '../errors.ts';
import { ImEvent, type ImEventMap } from '../events.ts';
import { GroupModule } from '../groups/module/group-module.ts';
import type { FrameBody } from '../protocol/codec.ts';
import type { im } from '../protocol/generated/im.js';
import { decodeGroupRequest, encodeGroupNotice, encodeGroupResponse, GroupNoticeType, type GroupRequest } from '../protocol/group-codec.ts';
import { GroupType, type Message } from '../types.ts';

/**
 * deleteGroupMember in a live room (spec 001 §5 "Ban from a live room: duration required and non-zero", §6, §7
 * "A live-room ban adds a duration") on a fake server that records every request reaching it.
 */
function groupsOn(types: Record<string, GroupType>, purchaseBits = '11111111') {
  const sent: (GroupRequest & { command: string })[] = [];
  const emitter = new Emitter<ImEventMap>();
  const conversations = new ConversationStore(() => undefined);
  const context = {
    emitter,
    conversations,
    purchaseBits: () => purchaseBits,
    limiter: new RateLimiter(() => 0),
    now: () => 0,
    groupTypes: new Map(Object.entries(types)),
    groupsWithTopics: new Set(),
    self: () => ({ userID: 'anchor' }),
    log: { warn: () => undefined },
    request: async (command: string, body?: FrameBody) => {
      const request = decodeGroupRequest(body!.group!);
      sent.push({ command, ...request });
      return {
        group: encodeGroupResponse({
          results: (request.userIds ?? []).map((userId) => ({ userId, result: 1 })),
          groups: [{ groupId: request.groupId, type: GroupType.PUBLIC }],
        }),
      };
    },
  } as unknown as ChatContext;
  return { groups: new GroupModule(context, undefined), sent, emitter, conversations };
}

const room = 'live_101';

describe('banning from a live room with deleteGroupMember (spec 001 §5, §6)', () => {
  it('refuses a ban without a whole, non-zero duration unsent, with BAN_DURATION_INVALID', async () => {
    const { groups, sent } = groupsOn({ [room]: GroupType.AVCHATROOM });
    for (const duration of [undefined, 0, -600, 1.5, '600']) {
      await expect(groups.deleteGroupMember({ groupID: room, userIDList: ['fan'], duration: duration as number })).rejects.toMatchObject({
        code: ErrorCode.BAN_DURATION_INVALID,
        message: 'a live-room ban needs a duration of whole seconds, more than 0',
      });
    }
    expect(ErrorCode.BAN_DURATION_INVALID).toBe(2675);
    expect(sent).toEqual([]);
  });

  it('refuses a ban unsent without the liveRoomBan ability', async () => {
    const { groups, sent } = groupsOn({ [room]: GroupType.AVCHATROOM }, '11111011');
    await expect(groups.deleteGroupMember({ groupID: room, userIDList: ['fan'], duration: 600 })).rejects.toMatchObject({
      code: ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY,
    });
    expect(sent).toEqual([]);
  });

  it("sends the duration with a live room's ban, and none with a kick from another group", async () => {
    const { groups, sent } = groupsOn({ [room]: GroupType.AVCHATROOM, '@TGS#public': GroupType.PUBLIC });
    expect(await groups.deleteGroupMember({ groupID: room, userIDList: ['fan'], duration: 600, reason: '刷屏' })).toEqual({
      userIDList: ['fan'],
      group: expect.objectContaining({ groupID: room, type: GroupType.AVCHATROOM }),
    });
    await groups.deleteGroupMember({ groupID: '@TGS#public', userIDList: ['fan'] });
    const [ban, kick] = sent.filter((request) => request.command === 'group.deleteMembers');
    expect(ban).toMatchObject({ groupId: room, userIds: ['fan'], muteSeconds: 600, reason: '刷屏' });
    // A field at its default (0) is not on the decoded request: the kick carries no duration.
    expect(kick).toMatchObject({ groupId: '@TGS#public', userIds: ['fan'] });
    expect(kick.muteSeconds ?? 0).toBe(0);
  });

  it('tells the banned user by notice 21 in the system conversation and forgets the room locally', () => {
    const { groups, emitter, conversations } = groupsOn({ [room]: GroupType.AVCHATROOM });
    conversations.applyServerList([emptyConversation(`GROUP${room}`, GroupType.AVCHATROOM)], false);
    const received: Message[] = [];
    emitter.on(ImEvent.MESSAGE_RECEIVED, (messages) => received.push(...messages));
    groups.push({
      group: encodeGroupNotice({
        type: GroupNoticeType.LIVE_ROOM_BANNED,
        group: { groupId: room, type: GroupType.AVCHATROOM },
        operatorId: 'anchor',
        message: '刷屏',
        time: 100,
      }),
    } as im.Frame);
    expect(received).toEqual([
      expect.objectContaining({
        conversationID: '@TIM#SYSTEM',
        type: 'TIMGroupSystemNoticeElem',
        payload: expect.objectContaining({
          operationType: 21,
          operatorID: 'anchor',
          handleMessage: '刷屏',
          groupProfile: expect.objectContaining({ groupID: room }),
        }),
      }),
    ]);
    expect(conversations.get(`GROUP${room}`)).toBeUndefined();
  });
});
