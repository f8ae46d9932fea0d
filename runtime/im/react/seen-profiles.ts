import { ImEvent, type ChatSdk } from '../index.ts';

/** A fan's name and picture as a screen showed them. */
export interface SeenProfile {
  userID: string;
  nick: string;
  avatar: string;
}

/** How many fans are kept: a session's worth of profiles, searches and chats, without growing for ever. */
const capacity = 500;

/**
 * The nicks and avatars the app has already shown (a profile page, a search result, a looked-up profile), so the next
 * screen about the same fan names them in its first frame instead of showing an id until a lookup answers
 * (docs/im-api.md "Names from the first frame"). In memory, newest last; the oldest go beyond {@link capacity}. It lives
 * beside the bindings, not in the SDK's core, which the app loads before any chat screen and whose size is held.
 */
export class SeenProfiles {
  private readonly entries = new Map<string, SeenProfile>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  /** The fan's name and picture last seen; undefined when none was. */
  get(userID: string): SeenProfile | undefined {
    return this.entries.get(userID);
  }

  /** Keeps what was shown: profiles without a nick and an avatar add nothing; an empty field keeps the one known. */
  remember(profiles: readonly SeenProfile[]): void {
    let changed = false;
    for (const { userID, nick, avatar } of profiles) {
      const name = nick.trim();
      if (!userID || (!name && !avatar)) continue;
      const known = this.entries.get(userID);
      const next = { userID, nick: name || known?.nick || '', avatar: avatar || known?.avatar || '' };
      if (known?.nick === next.nick && known.avatar === next.avatar) continue;
      this.entries.delete(userID);
      this.entries.set(userID, next);
      changed = true;
    }
    if (!changed) return;
    for (const userID of this.entries.keys()) {
      if (this.entries.size <= capacity) break;
      this.entries.delete(userID);
    }
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** A number that changes whenever a profile does (for useSyncExternalStore). */
  snapshot(): number {
    return this.version;
  }

  /** Calls `listener` after each change; returns its unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const bySdk = new WeakMap<ChatSdk, SeenProfiles>();

/**
 * The seen profiles of one SDK instance, made on first use; a profile the SDK announces as changed (PROFILE_UPDATED:
 * the fan's own, a friend's) is remembered as well.
 */
export function seenProfilesOf(sdk: ChatSdk): SeenProfiles {
  let seen = bySdk.get(sdk);
  if (!seen) {
    const made = new SeenProfiles();
    sdk.on(ImEvent.PROFILE_UPDATED, (profiles) => made.remember(profiles));
    bySdk.set(sdk, (seen = made));
  }
  return seen;
}
