import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { GuestInfo, UserInfo } from '../../../schema/generated/api.ts';

export interface SessionState {
  /** The logged-in user, or null for a guest. */
  user: UserInfo | null;
  /** The guest identity for the chat layer (spec 000 §3 Guest info). */
  guest: GuestInfo | null;
  /** Where to return after logging in: the path and query saved by the login prompt (spec 000 §2). */
  backurl: string;
  /** Seconds of room video watched against the play-time limits; reset on login (spec 000 §4). */
  videoWatchedSec: number;
  setUser(user: UserInfo | null): void;
  patchUser(patch: Partial<UserInfo>): void;
  setGuest(guest: GuestInfo | null): void;
  setBackurl(backurl: string): void;
  addVideoTime(seconds: number): void;
  resetVideoTime(): void;
}

/** Name the session is stored under: one per site code, like the app store. */
export function sessionStoreKey(site: string): string {
  return `sideline-${site}-session`;
}

export function createSessionStore(site: string) {
  return create<SessionState>()(
    persist(
      (set) => ({
        user: null,
        guest: null,
        backurl: '',
        videoWatchedSec: 0,
        setUser: (user) => set({ user }),
        patchUser: (patch) => set((s) => (s.user ? { user: { ...s.user, ...patch } } : {})),
        setGuest: (guest) => set({ guest }),
        setBackurl: (backurl) => set({ backurl }),
        addVideoTime: (seconds) => set((s) => ({ videoWatchedSec: s.videoWatchedSec + seconds })),
        resetVideoTime: () => set({ videoWatchedSec: 0 }),
      }),
      { name: sessionStoreKey(site), storage: createJSONStorage(() => localStorage) },
    ),
  );
}

export type SessionStore = ReturnType<typeof createSessionStore>;
