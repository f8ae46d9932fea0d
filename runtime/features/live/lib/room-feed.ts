import type { LiveRoomStatus } from '../../../im/react/index.ts';
import type { RoomEvent } from './room-lines.ts';

/** The membership of the room's chat group: whether it is joined, and whether the user may send now. */
export interface RoomFeedState {
  status: LiveRoomStatus;
  canSend: boolean;
}

/**
 * The room's chat group as the live room page holds it, whatever tab is open (docs/decisions.md "A room's audience"):
 * the page's membership emits the room's events and keeps the membership's state; the chat tab, while open, listens.
 * `on` and `watch` return their unsubscribe.
 */
export interface RoomFeed {
  emit(events: RoomEvent[]): void;
  on(listener: (events: RoomEvent[]) => void): () => void;
  /** The same object until the state changes (React's external-store rule). */
  state(): RoomFeedState;
  update(change: Partial<RoomFeedState>): void;
  watch(listener: () => void): () => void;
}

export function createRoomFeed(): RoomFeed {
  const listeners = new Set<(events: RoomEvent[]) => void>();
  const watchers = new Set<() => void>();
  let current: RoomFeedState = { status: 'joining', canSend: false };
  const subscribe = <T>(set: Set<T>, item: T) => {
    set.add(item);
    return () => {
      set.delete(item);
    };
  };
  return {
    emit: (events) => listeners.forEach((listener) => listener(events)),
    on: (listener) => subscribe(listeners, listener),
    state: () => current,
    update(change) {
      const next = { ...current, ...change };
      if (next.status === current.status && next.canSend === current.canSend) return;
      current = next;
      watchers.forEach((watcher) => watcher());
    },
    watch: (watcher) => subscribe(watchers, watcher),
  };
}
