import { describe, expect, it } from 'vitest';
import { friendName, friendSections } from '../lib/friend-sections.ts';
import { friend, group } from './friend-fixtures.ts';

const fallback = (id: string) => `用户 ${id}`;
const nameOf = (f: Parameters<typeof friendName>[0]) => friendName(f, fallback);
const names = (sections: ReturnType<typeof friendSections>) => sections.map((s) => [s.name, s.friends.map(nameOf)]);

describe('the friend list of /c2c-friends', () => {
  it('goes by the remark the fan gave, else the nick, else "user {id}"; blank ones do not count', () => {
    expect(nameOf(friend('1', 'Ana', { remark: '老同学' }))).toBe('老同学');
    expect(nameOf(friend('1', 'Ana', { remark: '   ' }))).toBe('Ana');
    expect(nameOf(friend('1', ''))).toBe('用户 1');
  });

  it('puts friends in no group first, then each group by name, friends sorted by the name they go by (pinyin for Chinese)', () => {
    const friends = [
      friend('1', 'Zé'),
      friend('2', '张三'),
      friend('3', 'ana', { groupList: ['球友'] }),
      friend('4', '李四', { remark: 'Bruno', groupList: ['球友', '同事'] }),
      friend('5', '阿强'),
    ];
    // Chinese names by pinyin first, 阿 (a) before 张 (zhang), then Latin ones; groups too: 球 (qiu) before 同 (tong).
    expect(names(friendSections(friends, [group('同事', ['4']), group('球友', ['3', '4'])], nameOf))).toEqual([
      ['', ['阿强', '张三', 'Zé']],
      ['球友', ['ana', 'Bruno']],
      ['同事', ['Bruno']],
    ]);
  });

  it('keeps a group nobody is in yet, and shows no ungrouped section when everyone has a group', () => {
    const friends = [friend('3', 'Ana', { groupList: ['球友'] })];
    expect(names(friendSections(friends, [group('球友', ['3']), group('家人')], nameOf))).toEqual([
      ['家人', []],
      ['球友', ['Ana']],
    ]);
    expect(friendSections([], [], nameOf)).toEqual([]);
  });
});
