import { describe, expect, it } from 'vitest';
import { leaveAction, managesGroup, memberActions } from '../lib/group-permissions.ts';
import { groupTextProblem } from '../lib/group-texts.ts';

describe('what a viewer may do to another member', () => {
  it('lets the owner mute, make or unmake admins, remove and hand over the group', () => {
    expect(memberActions('Owner', 'Member', 'Public', false)).toEqual(['mute', 'setAdmin', 'remove', 'transfer']);
    expect(memberActions('Owner', 'Admin', 'Public', false)).toEqual(['mute', 'removeAdmin', 'remove', 'transfer']);
  });

  it('lets an admin mute and remove plain members only', () => {
    expect(memberActions('Admin', 'Member', 'Public', false)).toEqual(['mute', 'remove']);
    expect(memberActions('Admin', 'Admin', 'Public', false)).toEqual([]);
    expect(memberActions('Admin', 'Owner', 'Public', false)).toEqual([]);
  });

  it("treats a community's Custom role as a plain member: admins act on it, it acts on nobody, and it quits", () => {
    expect(memberActions('Admin', 'Custom', 'Community', false)).toEqual(['mute', 'remove']);
    expect(memberActions('Owner', 'Custom', 'Community', false)).toEqual(['mute', 'setAdmin', 'remove', 'transfer']);
    expect(memberActions('Custom', 'Member', 'Community', false)).toEqual([]);
    expect(managesGroup('Custom')).toBe(false);
    expect(leaveAction('Custom', 'Community')).toBe('quit');
  });

  it('gives plain members, outsiders and anyone looking at themselves nothing', () => {
    expect(memberActions('Member', 'Member', 'Public', false)).toEqual([]);
    expect(memberActions('', 'Member', 'Public', false)).toEqual([]);
    expect(memberActions('Owner', 'Owner', 'Public', true)).toEqual([]);
    expect(memberActions('Admin', 'Admin', 'Public', true)).toEqual([]);
    // Someone who left the group (no role any more) is not acted on.
    expect(memberActions('Owner', '', 'Public', false)).toEqual([]);
  });

  it('sets no roles in a Private group or a live room, and hands no live room over', () => {
    expect(memberActions('Owner', 'Member', 'Private', false)).toEqual(['mute', 'remove', 'transfer']);
    expect(memberActions('Owner', 'Member', 'AVChatRoom', false)).toEqual(['mute', 'remove']);
    expect(memberActions('Owner', 'Member', 'ChatRoom', false)).toEqual(['mute', 'setAdmin', 'remove', 'transfer']);
  });
});

describe('managing and leaving a group', () => {
  it('lets the owner and admins manage the profile and applications', () => {
    expect(['Owner', 'Admin', 'Member', ''].map((role) => managesGroup(role as 'Owner'))).toEqual([true, true, false, false]);
  });

  it('has the owner dismiss (but not a Private group), members quit, outsiders neither', () => {
    expect(leaveAction('Owner', 'Public')).toBe('dismiss');
    expect(leaveAction('Owner', 'Private')).toBeNull();
    expect(leaveAction('Admin', 'Public')).toBe('quit');
    expect(leaveAction('Member', 'Private')).toBe('quit');
    expect(leaveAction('', 'Public')).toBeNull();
  });
});

describe('the texts of a group', () => {
  it('needs a name and keeps each text within its limit, counted in characters', () => {
    expect(groupTextProblem('name', '   ')).toBe('groupPage.nameRequired');
    expect(groupTextProblem('name', '球迷'.repeat(16))).toBe('');
    expect(groupTextProblem('name', '⚽'.repeat(32))).toBe('');
    expect(groupTextProblem('name', 'a'.repeat(33))).toBe('groupPage.tooLong');
    expect(groupTextProblem('introduction', '')).toBe('');
    expect(groupTextProblem('notification', 'x'.repeat(301))).toBe('groupPage.tooLong');
    expect(groupTextProblem('nameCard', 'x'.repeat(50))).toBe('');
  });
});
