import { describe, expect, it } from 'vitest';
import type { ChatContext } from '../core/chat-context.ts';
import { Emitter } from '../core/emitter.ts';
import { RateLimiter } from '../core/rate-limiter.ts';
import type { ImEventMap } from '../events.ts';
import { ErrorCode } from '../errors.ts';
import { GroupModule } from '../groups/module/group-module.ts';
import type { FrameBody } from '../protocol/codec.ts';
import { encodeGroupResponse } from '../protocol/group-codec.ts';
import { GroupType } from '../types.ts';

/**
 * The groups module's calls against the local rate limits of spec 001 §9 ("group info" 1/20, "live-room member list"
 * 3/1), on a fake server that records what reaches it: a call over the limit is refused before it is sent.
 */
const overFrequency = { code: ErrorCode.OVER_FREQUENCY_LIMIT };

function groupsOn(types: Record<string, GroupType>, purchaseBits = '11111111') {
  let now = 0;
  const sent: string[] = [];
  const context = {
    emitter: new Emitter<ImEventMap>(),
    limiter: new RateLimiter(() => now),
    groupTypes: new Map(Object.entries(types)),
    self: () => ({ userID: 'me' }),
    purchaseBits: () => purchaseBits,
    request: async (command: string, body?: FrameBody) => {
      sent.push(command);
      expect(body?.group).toBeInstanceOf(Uint8Array);
      return {
        group: encodeGroupResponse({
          groups: [{ groupId: 'g', type: GroupType.PUBLIC, errorCode: 0 }],
          members: [{ userId: 'u1', role: 'Member' }],
          complete: true,
        }),
      };
    },
  } as unknown as ChatContext;
  return { groups: new GroupModule(context, undefined), sent, advance: (ms: number) => (now += ms) };
}

describe('group calls under the local rate limits (spec 001 §9)', () => {
  it('sends 20 group profile requests a second and refuses the 21st unsent, until the second has passed', async () => {
    const { groups, sent, advance } = groupsOn({});
    for (let i = 0; i < 20; i++) await groups.getGroupProfile({ groupID: `g${i}` });
    await expect(groups.getGroupProfile({ groupID: 'g20' })).rejects.toMatchObject(overFrequency);
    expect(sent).toHaveLength(20);
    advance(1000);
    await groups.getGroupProfile({ groupID: 'g20' });
    expect(sent).toHaveLength(21);
  });

  it("lists a live room's members once in 3 s, and other groups' members as often as asked", async () => {
    const { groups, sent, advance } = groupsOn({ live_1: GroupType.AVCHATROOM, '@TGS#public': GroupType.PUBLIC });
    expect((await groups.getGroupMemberList({ groupID: 'live_1' })).memberList).toEqual([expect.objectContaining({ userID: 'u1' })]);
    await expect(groups.getGroupMemberList({ groupID: 'live_1' })).rejects.toMatchObject(overFrequency);
    for (let i = 0; i < 5; i++) await groups.getGroupMemberList({ groupID: '@TGS#public' });
    expect(sent).toEqual(Array(6).fill('group.members'));
    advance(2999);
    await expect(groups.getGroupMemberList({ groupID: 'live_1' })).rejects.toMatchObject(overFrequency);
    advance(1);
    await groups.getGroupMemberList({ groupID: 'live_1' });
    expect(sent).toHaveLength(7);
  });

  it("refuses a live room's member list unsent without the liveRoomMemberList ability (spec 001 §6), not other groups'", async () => {
    const { groups, sent } = groupsOn({ live_1: GroupType.AVCHATROOM, '@TGS#public': GroupType.PUBLIC }, '11110111');
    await expect(groups.getGroupMemberList({ groupID: 'live_1' })).rejects.toMatchObject({ code: ErrorCode.CANNOT_USE_COMMERCIAL_ABILITY });
    await groups.getGroupMemberList({ groupID: '@TGS#public' });
    expect(sent).toEqual(['group.members']);
  });
});
