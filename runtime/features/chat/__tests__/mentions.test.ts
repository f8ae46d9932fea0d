import { describe, expect, it } from 'vitest';
import { atUserList, insertMention, mentionsMe, typedAt } from '../lib/mentions.ts';

describe('@ mentions in the group input', () => {
  it('opens the picker only when the one key typed is an @, wherever the caret is', () => {
    expect(typedAt('', '@')).toBe(0);
    expect(typedAt('hi ', 'hi @')).toBe(3);
    expect(typedAt('hi there', 'hi @there')).toBe(3);
    // Either @ could be the new one: the second is taken, so the name follows the caret.
    expect(typedAt('a@b', 'a@@b')).toBe(2);
    expect(typedAt('hi', 'hi!')).toBe(-1);
    expect(typedAt('', '@Ana')).toBe(-1);
    expect(typedAt('hi @', 'hi ')).toBe(-1);
  });

  it('writes the picked name after the @ and mentions those whose @name is still there, once each', () => {
    expect(insertMention('hi @', 3, 'Ana')).toBe('hi @Ana ');
    expect(insertMention('@ look', 0, 'Bia')).toBe('@Bia  look');
    const picked = [
      { userID: '2', name: 'Ana' },
      { userID: '3', name: 'Bia' },
      { userID: '2', name: 'Ana' },
    ];
    expect(atUserList('@Ana @Bia gol', picked)).toEqual(['2', '3']);
    expect(atUserList('@Ana gol', picked)).toEqual(['2']);
    expect(atUserList('gol', picked)).toEqual([]);
  });

  it('a message mentions the fan by id or everyone, never when they wrote it', () => {
    expect(mentionsMe({ from: '2', payload: { text: '@x', atUserList: ['7'] } }, '7')).toBe(true);
    expect(mentionsMe({ from: '2', payload: { text: '@x', atUserList: ['__kImSDK_MesssageAtALL__'] } }, '7')).toBe(true);
    expect(mentionsMe({ from: '7', payload: { text: '@x', atUserList: ['7'] } }, '7')).toBe(false);
    expect(mentionsMe({ from: '2', payload: { text: 'x' } }, '7')).toBe(false);
  });
});
