import { describe, expect, it } from 'vitest';
import { ImError, ServerCode, type Group } from '../../index.ts';
import { groupStatusOf } from '../use-group.ts';

const group = (role: Group['selfInfo']['role']) => ({ groupID: 'g1', selfInfo: { role } }) as Group;

describe('where the fan stands with a group (groupStatusOf, the room and the pages alike)', () => {
  it('a member or not by their role in the loaded profile', () => {
    expect(groupStatusOf({ status: 'loading', data: null, error: null })).toBe('loading');
    expect(groupStatusOf({ status: 'ready', data: group('Member'), error: null })).toBe('member');
    expect(groupStatusOf({ status: 'ready', data: group(''), error: null })).toBe('not-member');
  });

  it('gone on 10010 and shut out on 10007 even with a profile loaded before; a dropped line keeps what was shown', () => {
    expect(groupStatusOf({ status: 'error', data: group('Member'), error: new ImError(ServerCode.GROUP_NOT_FOUND) })).toBe('not-found');
    expect(groupStatusOf({ status: 'error', data: null, error: new ImError(ServerCode.NO_PERMISSION) })).toBe('not-member');
    expect(groupStatusOf({ status: 'error', data: group('Admin'), error: new Error('offline') })).toBe('member');
    expect(groupStatusOf({ status: 'error', data: null, error: new Error('offline') })).toBe('error');
  });
});
