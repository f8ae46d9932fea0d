import { describe, expect, it } from 'vitest';
import type { DeskMatch } from '../../api/match-calls.ts';
import { deskMessagesZh } from '../../i18n/messages-desk-zh.ts';
import { sayPost, sayUndo, shiftDay } from '../../screens/matches/desk-text.ts';
import { deskMinuteProblem, deskPlayerProblem, feedFileProblem, feedProviderProblem } from '../desk-rules.ts';

// The match desk's rules as the server checks them (server/domain/matches/desk/desk-rules.ts), in its words.
describe("the match desk's form rules", () => {
  it('takes a minute from 1 to 130 and a player of up to 40 characters, as the server does', () => {
    expect(deskMinuteProblem(' 67 ')).toBeNull();
    for (const wrong of ['', '0', '131', '4.5', '-3', 'x'])
      expect(deskMinuteProblem(wrong)).toEqual({ key: 'validation.deskMinute', values: { max: 130 } });
    expect(deskPlayerProblem('')).toBeNull();
    expect(deskPlayerProblem('球'.repeat(40))).toBeNull();
    expect(deskPlayerProblem('球'.repeat(41))?.key).toBe('validation.deskPlayer');
    expect(deskPlayerProblem('a\u0007b')?.key).toBe('validation.deskPlayer');
    // The Chinese labels are the server's refusals without their "参数错误: " prefix.
    expect(deskMessagesZh['validation.deskMinute'].replace('{{max}}', '130')).toBe('分钟应为 1 到 130 的整数');
    expect(deskMessagesZh['validation.deskPlayer'].replace('{{max}}', '40')).toBe('球员名最多 40 个字');
  });

  it('takes a provider name and a file as import-matches does', () => {
    expect(feedProviderProblem('opta-br')).toBeNull();
    expect(feedProviderProblem('Opta BR')).toEqual({ key: 'validation.feedProvider' });
    expect(feedFileProblem('fixtures.CSV')).toBeNull();
    expect(feedFileProblem('fixtures.xlsx')).toEqual({ key: 'validation.feedFile' });
  });
});

describe("the match desk's confirmations", () => {
  const t = (key: string, values: Record<string, unknown> = {}) =>
    (deskMessagesZh[key] ?? String(values.defaultValue ?? key)).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  const match = {
    id: 1,
    sportId: 1,
    league: { nameZh: '英超', nameEn: 'EPL' },
    home: { nameZh: '伦敦联', nameEn: 'London', logo: '' },
    away: { nameZh: '曼彻斯特竞技', nameEn: 'Manchester', logo: '' },
    startTime: 0,
    status: 4,
    phase: 'inplay',
    time: '67',
    homeScore: 1,
    awayScore: 1,
    provider: null,
    events: [],
  } satisfies DeskMatch;

  it('say the score a goal makes and the one its undo leaves', () => {
    expect(sayPost(t, match, { kind: 'goal', side: 'home', minute: 67, player: 'Zé' }, 'zh')).toBe(
      '伦敦联 第 67 分钟进球（Zé）：比分将变为 伦敦联 2-1 曼彻斯特竞技',
    );
    const goal = { id: 9, kind: 'goal', side: 'away', minute: 30, points: 1, player: '' } as const;
    expect(
      sayUndo(
        t,
        match,
        { ...goal, status: null, statusBefore: null, actor: 'a', at: 0, voided: false, voidedAt: null, voidedBy: null, voidReason: null },
        'zh',
      ),
    ).toBe('撤销 曼彻斯特竞技 第 30 分钟的进球：比分将变为 伦敦联 1-0 曼彻斯特竞技');
    expect(sayPost(t, match, { kind: 'status', status: 8 }, 'zh')).toBe('比赛状态将从「下半场」改为「完场」');
  });

  it('moves the day across a month end', () => {
    expect(shiftDay('2026-06-30', 1)).toBe('2026-07-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});
