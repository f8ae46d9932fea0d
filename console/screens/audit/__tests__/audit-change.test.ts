import { describe, expect, it } from 'vitest';
import { changeLines } from '../audit-change.ts';

describe("an audit row's change, as the log shows it", () => {
  it('names only the fields that changed, before and after', () => {
    expect(changeLines({ switch_race_index: '1', room_video_play_sec: 600 }, { switch_race_index: '0', room_video_play_sec: 600 })).toEqual(
      ['switch_race_index: "1" → "0"'],
    );
  });

  it('lists what was made, field by field, and cuts a long value', () => {
    const lines = changeLines(null, { email: 'mod@example.com', permissions: Array.from({ length: 20 }, (_, i) => `permission.${i}`) });
    expect(lines[0]).toBe('email: "mod@example.com"');
    expect(lines[1]).toHaveLength('permissions: '.length + 80);
    expect(lines[1].endsWith('…')).toBe(true);
  });

  it('says nothing when neither side holds anything, and shows plain values whole', () => {
    expect(changeLines(null, null)).toEqual([]);
    expect(changeLines(null, '<img src=x onerror=alert(1)>')).toEqual(['— → "<img src=x onerror=alert(1)>"']);
  });
});
