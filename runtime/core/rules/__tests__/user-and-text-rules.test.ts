import { describe, expect, it } from 'vitest';
import { commonMessages } from '../../i18n/common-messages.ts';
import { giftPresets, limits, muteDurations, packageStatusKey, slowModeOptions } from '../constants.ts';
import { formatBalance, formatWan, rem } from '../display-rules.ts';
import { extractNumber, textWidth } from '../text-rules.ts';
import { gradeClass, isVip } from '../user-rules.ts';

const now = Date.parse('2026-06-01T12:00:00Z');

describe('spec 000 §4: "VIP is true when vip_level>0 and vip_date is in the future"', () => {
  it.each([
    [{ vip_level: 3, vip_date: now / 1000 + 60 }, true],
    [{ vip_level: 0, vip_date: now / 1000 + 60 }, false],
    [{ vip_level: 3, vip_date: now / 1000 - 60 }, false],
    [{}, false],
  ])('%o: %s', (user, vip) => {
    expect(isVip(user, now)).toBe(vip);
  });
});

describe('spec 000 §5: "Grade class: level ≤9 grade1, 10-19 grade2, 20-29 grade3, 31-39 grade4 (level 30 none)"', () => {
  it.each([
    [0, 'grade1'],
    [9, 'grade1'],
    [10, 'grade2'],
    [19, 'grade2'],
    [20, 'grade3'],
    [29, 'grade3'],
    [30, ''],
    [31, 'grade4'],
    [39, 'grade4'],
    [40, ''],
  ])('level %i: "%s"', (level, grade) => {
    expect(gradeClass(level)).toBe(grade);
  });
});

describe('spec 000 §5: "Text length counts non-ASCII characters and ^ as 2, others 1; truncation uses that width"', () => {
  it.each([
    ['abc', 3],
    ['比分', 4],
    ['a^b', 4],
    ['球a', 3],
    ['⚽', 2],
    ['', 0],
  ])('"%s" is %i wide', (text, width) => {
    expect(textWidth(text)).toBe(width);
  });
  it('"Numbers are extracted by stripping non-digits"', () => {
    expect(extractNumber('1,234 金币')).toBe(1234);
    expect(extractNumber('第3节')).toBe(3);
    expect(Number.isNaN(extractNumber('无'))).toBe(true);
  });
});

describe('spec 000 §9: "Diamond and gold display in 万 (10,000) units, up to 2 decimals. rem helper divides by 37.5."', () => {
  it.each([
    [9999, '9999'],
    [10000, '1万'],
    [12345, '1.23万'],
    [12399, '1.23万'],
    [1500000, '150万'],
    [-25000, '-2.5万'],
  ])('%i shows as %s', (amount, shown) => {
    expect(formatWan(amount, '万')).toBe(shown);
  });
  it('cn balances use 万; pt-br shows the whole amount with Brazilian grouping (our decision: Portuguese has no 万)', () => {
    expect(formatBalance(12345, 'cn')).toBe('1.23万');
    expect(formatBalance(12345, 'pt-br')).toBe('12.345');
    expect(formatBalance(1234.5, 'pt-br')).toBe('1.234,5');
    expect(formatBalance(999, 'pt-br')).toBe('999');
  });
  it('divides pixels by 37.5', () => {
    expect(rem(37.5)).toBe('1rem');
    expect(rem(15)).toBe('0.4rem');
  });
});

describe('spec 000 §4, §6, §9: labels and constants', () => {
  it('"Package/activity status: inactive 0, active 1, finished 2, refund 3, inplay 4 (labels 失效, 生效, 比赛结束, 比赛異常退款, 进行中)"', () => {
    expect([0, 1, 2, 3, 4].map((status) => commonMessages.cn[packageStatusKey(status) as keyof typeof commonMessages.cn])).toEqual([
      '失效',
      '生效',
      '比赛结束',
      '比赛異常退款',
      '进行中',
    ]);
    expect(
      [0, 1, 2, 3, 4].every((status) => commonMessages['pt-br'][packageStatusKey(status) as keyof (typeof commonMessages)['pt-br']]),
    ).toBe(true);
  });
  it('"Withdraw/prize labels: 审核中, 派发中, 已派发, 取消. Online labels: 在线, 离线, 未登录."', () => {
    const cn = commonMessages.cn;
    expect([
      cn['withdrawStatus.reviewing'],
      cn['withdrawStatus.dispatching'],
      cn['withdrawStatus.dispatched'],
      cn['withdrawStatus.cancelled'],
    ]).toEqual(['审核中', '派发中', '已派发', '取消']);
    expect([cn['online.online'], cn['online.offline'], cn['online.notLoggedIn']]).toEqual(['在线', '离线', '未登录']);
  });
  it('"Mute durations: 3 days (259200 s), 1 day (86400), 1 hour (3600), 10 minutes (600), none (0). Slow-mode: 5 s, 10 s, 30 s, 1 min, unlimited (0)."', () => {
    expect(muteDurations).toEqual([259200, 86400, 3600, 600, 0]);
    expect(slowModeOptions).toEqual([5, 10, 30, 60, 0]);
  });
  it('"Gift quantity presets: 1, 10, 66, 88, 100, 520, 1314." "Request timeout 10 s. Visited leagues 15. Search history 5."', () => {
    expect(giftPresets).toEqual([1, 10, 66, 88, 100, 520, 1314]);
    expect(limits).toEqual({ requestTimeoutMs: 10000, visitedLeagues: 15, searchHistory: 5 });
  });
});
