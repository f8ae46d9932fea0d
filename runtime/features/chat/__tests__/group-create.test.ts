import { describe, expect, it } from 'vitest';
import { groupLink, groupNameError, joinOptions } from '../lib/group-create.ts';

describe('a group a fan makes', () => {
  it('needs a name of 1 to 32 characters once trimmed (spec 001 §9), counted as characters, not bytes', () => {
    expect(groupNameError('')).toBe('groupCreate.nameRequired');
    expect(groupNameError('   ')).toBe('groupCreate.nameRequired');
    expect(groupNameError('英超球迷')).toBe('');
    expect(groupNameError('球'.repeat(32))).toBe('');
    expect(groupNameError('球'.repeat(33))).toBe('groupCreate.nameTooLong');
    expect(groupNameError(` ${'a'.repeat(32)} `)).toBe('');
    // An emoji is one character.
    expect(groupNameError('⚽'.repeat(32))).toBe('');
  });

  it('offers the three join options of spec 001, approval first', () => {
    expect(joinOptions).toEqual(['NeedPermission', 'FreeAccess', 'DisableApply']);
  });

  it('shares the address of the group room, the id escaped', () => {
    expect(groupLink('https://m.example.com', '@TGS#2ABC')).toBe('https://m.example.com/m/chat-group/%40TGS%232ABC');
  });
});
