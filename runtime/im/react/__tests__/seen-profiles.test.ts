import { describe, expect, it } from 'vitest';
import { ImEvent, type ChatSdk } from '../../index.ts';
import { SeenProfiles, seenProfilesOf } from '../seen-profiles.ts';

describe('the names and pictures a screen showed (seen profiles)', () => {
  it('keeps what a screen showed and tells listeners once per change', () => {
    const seen = new SeenProfiles();
    let changes = 0;
    const off = seen.subscribe(() => (changes += 1));
    seen.remember([{ userID: '33', nick: ' Ana ', avatar: '/a.png' }]);
    expect(seen.get('33')).toEqual({ userID: '33', nick: 'Ana', avatar: '/a.png' });
    // The same again changes nothing; a profile with neither a nick nor a picture adds nothing.
    seen.remember([
      { userID: '33', nick: 'Ana', avatar: '/a.png' },
      { userID: '34', nick: ' ', avatar: '' },
    ]);
    expect(changes).toBe(1);
    expect(seen.get('34')).toBeUndefined();
    off();
    seen.remember([{ userID: '33', nick: 'Ana Maria', avatar: '' }]);
    expect(changes).toBe(1);
  });

  it('keeps a known field that a later sighting lacks, and moves the snapshot on each change', () => {
    const seen = new SeenProfiles();
    const before = seen.snapshot();
    seen.remember([{ userID: '5', nick: 'Rui', avatar: '/r.png' }]);
    seen.remember([{ userID: '5', nick: 'Rui Costa', avatar: '' }]);
    expect(seen.get('5')).toEqual({ userID: '5', nick: 'Rui Costa', avatar: '/r.png' });
    expect(seen.snapshot()).toBe(before + 2);
  });

  it('forgets the longest unseen beyond 500 fans, never the one just shown', () => {
    const seen = new SeenProfiles();
    seen.remember(Array.from({ length: 500 }, (_, i) => ({ userID: String(i + 1), nick: `fan ${i + 1}`, avatar: '' })));
    // Seen again: fan 1 is now the newest.
    seen.remember([{ userID: '1', nick: 'fan one', avatar: '' }]);
    seen.remember([{ userID: '501', nick: 'fan 501', avatar: '' }]);
    expect(seen.get('2')).toBeUndefined();
    expect(seen.get('1')?.nick).toBe('fan one');
    expect(seen.get('501')?.nick).toBe('fan 501');
  });
});

describe('the seen profiles of an SDK', () => {
  it('are one store per SDK, which remembers the profiles the SDK announces as changed', () => {
    const listeners: ((profiles: { userID: string; nick: string; avatar: string }[]) => void)[] = [];
    const sdk = {
      on: (event: string, listener: (typeof listeners)[number]) => {
        if (event === ImEvent.PROFILE_UPDATED) listeners.push(listener);
        return () => undefined;
      },
    } as unknown as ChatSdk;
    const seen = seenProfilesOf(sdk);
    expect(seenProfilesOf(sdk)).toBe(seen);
    expect(listeners).toHaveLength(1);
    listeners[0]([{ userID: '8', nick: 'Caio', avatar: '' }]);
    expect(seen.get('8')?.nick).toBe('Caio');
    expect(seenProfilesOf({ on: () => () => undefined } as unknown as ChatSdk).get('8')).toBeUndefined();
  });
});
