import { describe, expect, it } from 'vitest';
import { matchFriends, matchGroups, matchMessages, searchesPeople } from '../lib/chat-search.ts';
import { conversation, message, noonMar18 } from './chat-fixtures.ts';
import { friend } from './friend-fixtures.ts';

describe('the chat search', () => {
  const friends = [friend('1', 'João Silva'), friend('2', '张三', { remark: '老王' }), friend('3', '<b>bold</b>')];

  it('finds friends by nick or remark, without case or accents, and nothing for an empty keyword', () => {
    expect(matchFriends(friends, 'joao').map((f) => f.userID)).toEqual(['1']);
    expect(matchFriends(friends, 'SILVA').map((f) => f.userID)).toEqual(['1']);
    expect(matchFriends(friends, '老王').map((f) => f.userID)).toEqual(['2']);
    expect(matchFriends(friends, '张').map((f) => f.userID)).toEqual(['2']);
    expect(matchFriends(friends, '<b>').map((f) => f.userID)).toEqual(['3']);
    expect(matchFriends(friends, '   ')).toEqual([]);
  });

  it('finds text messages of the loaded conversations, newest first, never revoked or custom ones', () => {
    const held = {
      C2C9: [
        message(noonMar18, { payload: { text: 'Gol do Flamengo!' } }),
        message(noonMar18 + 60, { payload: { text: 'flamengo campeão' }, isRevoked: true }),
      ],
      C2C8: [
        message(noonMar18 + 30, { conversationID: 'C2C8', payload: { text: '今晚看弗拉门戈 Flamengo' } }),
        message(noonMar18 + 90, {
          conversationID: 'C2C8',
          type: 'TIMCustomElem',
          payload: { data: 'flamengo', description: '', extension: '' },
        }),
      ],
    } as Record<string, ReturnType<typeof message>[]>;
    const hits = matchMessages([conversation('C2C9'), conversation('C2C8')], (id) => held[id] ?? [], 'FLAMENGO');
    expect(hits.map((hit) => [hit.conversation.conversationID, (hit.message.payload as { text: string }).text])).toEqual([
      ['C2C8', '今晚看弗拉门戈 Flamengo'],
      ['C2C9', 'Gol do Flamengo!'],
    ]);
    expect(matchMessages([conversation('C2C9')], (id) => held[id] ?? [], 'flamengo', 0)).toEqual([]);
    expect(matchMessages([conversation('C2C9')], (id) => held[id] ?? [], '')).toEqual([]);
  });
});

describe('the chat search beyond friends', () => {
  it("finds the fan's groups by name, without case or accents", () => {
    const groups = [
      conversation('GROUPg1', { name: 'Flamengo Torcida' }),
      conversation('GROUPg2', { name: '英超球迷群' }),
      conversation('GROUPg3', { name: '', groupProfile: { groupID: 'g3', name: 'São Paulo', type: 'Public', faceURL: '' } }),
    ];
    expect(matchGroups(groups, 'torcida').map((g) => g.conversationID)).toEqual(['GROUPg1']);
    expect(matchGroups(groups, '英超').map((g) => g.conversationID)).toEqual(['GROUPg2']);
    expect(matchGroups(groups, 'sao').map((g) => g.conversationID)).toEqual(['GROUPg3']);
    expect(matchGroups(groups, '  ')).toEqual([]);
  });

  it('asks the server about fans only with a keyword no wider than a nick (spec 000 §5: 16, a Chinese character 2)', () => {
    expect(searchesPeople('33')).toBe(true);
    expect(searchesPeople('一二三四五六七八')).toBe(true);
    expect(searchesPeople('一二三四五六七八九')).toBe(false);
    expect(searchesPeople('abcdefghijklmnop')).toBe(true);
    expect(searchesPeople('abcdefghijklmnopq')).toBe(false);
    expect(searchesPeople('')).toBe(false);
  });
});
