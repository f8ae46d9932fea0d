import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../core/store/__tests__/memory-storage.ts';
import { MessageType, type Group } from '../../../im/index.ts';
import { closeAnnouncement, closedAnnouncement, closedAnnouncementsKey } from '../lib/closed-announcements.ts';
import { insertEmoji } from '../lib/emoji-insert.ts';
import { canEdit, canRevoke, editWindowSeconds } from '../lib/revoke-window.ts';
import { refusalWait, secondsLeft, slowModeFor } from '../lib/slow-mode.ts';
import { message, noonMar18 } from './chat-fixtures.ts';

describe('the edit window (docs/decisions.md "Chat room edits, emoji and slow mode")', () => {
  const own = (change = {}) => message(noonMar18, { flow: 'out', ...change });
  it('lets the fan edit their own sent text for the two minutes they may revoke it, and nothing else', () => {
    expect(editWindowSeconds).toBe(120);
    expect(canEdit(own(), noonMar18 + 120)).toBe(true);
    expect(canEdit(own(), noonMar18 + 121)).toBe(false);
    expect(canRevoke(own(), noonMar18 + 121)).toBe(false);
    expect(canEdit(message(noonMar18), noonMar18)).toBe(false);
    expect(canEdit(own({ status: 'unsend' }), noonMar18)).toBe(false);
    expect(canEdit(own({ status: 'fail' }), noonMar18)).toBe(false);
    expect(canEdit(own({ isRevoked: true }), noonMar18)).toBe(false);
    // A picture is revoked, never edited.
    expect(canEdit(own({ type: MessageType.IMAGE }), noonMar18)).toBe(false);
    expect(canRevoke(own({ type: MessageType.IMAGE }), noonMar18)).toBe(true);
  });
});

describe('slow mode in a group room', () => {
  const group = (role: Group['selfInfo']['role'], slowMode: number) =>
    ({ slowMode, selfInfo: { role } }) as Pick<Group, 'slowMode' | 'selfInfo'>;
  it('holds plain members only, at the group interval', () => {
    expect(slowModeFor(group('Member', 10))).toBe(10);
    expect(slowModeFor(group('Admin', 10))).toBe(0);
    expect(slowModeFor(group('Owner', 60))).toBe(0);
    expect(slowModeFor(group('Member', 0))).toBe(0);
  });

  it('counts down in whole seconds on a given clock, reaching 0 exactly at the end and staying there', () => {
    const sentAt = 1_780_000_000_250;
    const until = sentAt / 1000 + 10;
    const shown = [0, 1, 999, 1000, 1001, 5000, 9000, 9001, 9999, 10_000, 10_001, 60_000].map((ms) => secondsLeft(until, sentAt + ms));
    expect(shown).toEqual([10, 10, 10, 9, 9, 5, 1, 1, 1, 0, 0, 0]);
    expect(secondsLeft(0, sentAt)).toBe(0);
  });

  it("reads the seconds left from the gateway's refusal (10023), else uses the interval", () => {
    expect(refusalWait('slow mode: one message every 30 seconds in @TGS#1, wait 7 more seconds', 30)).toBe(7);
    expect(refusalWait('too often', 30)).toBe(30);
    expect(refusalWait('wait 0 more seconds', 5)).toBe(5);
  });
});

describe('an emoji picked from the panel', () => {
  it('goes where the caret is, replaces a selection, and leaves the caret after it', () => {
    // Offsets are UTF-16 units: ⚽ is one, 🔥 and 😀 are two.
    expect(insertEmoji('golaço', '⚽', 3, 3, 1000)).toEqual({ text: 'gol⚽aço', caret: 4 });
    expect(insertEmoji('gol ruim', '🔥', 4, 8, 1000)).toEqual({ text: 'gol 🔥', caret: 6 });
    expect(insertEmoji('', '😀', 0, 0, 1000)).toEqual({ text: '😀', caret: 2 });
    // A caret the field lost (out of range) appends.
    expect(insertEmoji('ok', '👍', 99, 99, 1000)).toEqual({ text: 'ok👍', caret: 4 });
  });

  it('is not inserted past the field limit', () => {
    expect(insertEmoji('x'.repeat(999), '😀', 999, 999, 1000)).toEqual({ text: 'x'.repeat(999), caret: 999 });
  });
});

describe('the closed announcement of each group', () => {
  const storage = new MemoryStorage() as unknown as Storage;
  beforeEach(() => storage.clear());

  it('stays closed for that group and that tip, across visits, per site', () => {
    expect(closedAnnouncement('qutu', 'g1', storage)).toBe('');
    closeAnnouncement('qutu', 'g1', 'tip-1', storage);
    closeAnnouncement('qutu', 'g2', 'tip-9', storage);
    expect(closedAnnouncement('qutu', 'g1', storage)).toBe('tip-1');
    expect(closedAnnouncement('other', 'g1', storage)).toBe('');
    // A newer announcement closed replaces the group's entry.
    closeAnnouncement('qutu', 'g1', 'tip-2', storage);
    expect(closedAnnouncement('qutu', 'g1', storage)).toBe('tip-2');
    expect(JSON.parse(storage.getItem(closedAnnouncementsKey('qutu')) ?? '')).toEqual([
      ['g2', 'tip-9'],
      ['g1', 'tip-2'],
    ]);
  });

  it('reads a damaged entry as nothing closed, and keeps at most 200 groups', () => {
    storage.setItem(closedAnnouncementsKey('qutu'), '{oops');
    expect(closedAnnouncement('qutu', 'g1', storage)).toBe('');
    for (let n = 0; n < 205; n += 1) closeAnnouncement('qutu', `g${n}`, 't', storage);
    expect(closedAnnouncement('qutu', 'g0', storage)).toBe('');
    expect(closedAnnouncement('qutu', 'g204', storage)).toBe('t');
  });
});
