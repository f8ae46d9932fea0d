import { describe, expect, it } from 'vitest';
import { MessageType, type Message } from '../../index.ts';
import { reloadDelay } from '../use-group.ts';

const tip = (operationType: number, userIDList: string[], extra: Record<string, unknown> = {}, conversationID = 'GROUPg1') =>
  ({
    type: MessageType.GROUP_TIP,
    conversationID,
    payload: { operationType, operatorID: 'owner', userIDList, data: '', ...extra },
  }) as unknown as Message;

describe("when a group's screen loads the group again (useGroupProfile)", () => {
  it('at once for a change of its profile or a tip that names me; later for others coming and going; never for the rest', () => {
    expect(reloadDelay(tip(6, []), 'g1', 'me')).toBe(0);
    expect(reloadDelay(tip(7, [], { memberList: [{ userID: 'me', muteTime: 600 }] }), 'g1', 'me')).toBe(0);
    expect(reloadDelay(tip(4, ['me']), 'g1', 'me')).toBe(0);
    expect(reloadDelay(tip(3, ['me']), 'g1', 'me')).toBe(0);
    // A fan group's joins and leaves move only the count: at most one load per few seconds.
    expect(reloadDelay(tip(1, ['other']), 'g1', 'me')).toBe(5_000);
    expect(reloadDelay(tip(2, ['other']), 'g1', 'me')).toBe(5_000);
    expect(reloadDelay(tip(6, [], {}, 'GROUPg2'), 'g1', 'me')).toBeNull();
    expect(
      reloadDelay({ type: MessageType.TEXT, conversationID: 'GROUPg1', payload: { text: 'hi' } } as unknown as Message, 'g1', 'me'),
    ).toBeNull();
  });

  it('at once for a system notice about the group, never for one about another', () => {
    const notice = (groupID: string) =>
      ({
        type: MessageType.GROUP_SYSTEM_NOTICE,
        conversationID: '@TIM#SYSTEM',
        payload: { operationType: 4, groupProfile: { groupID } },
      }) as unknown as Message;
    expect(reloadDelay(notice('g1'), 'g1', 'me')).toBe(0);
    expect(reloadDelay(notice('g2'), 'g1', 'me')).toBeNull();
  });
});
