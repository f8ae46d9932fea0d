/**
 * The one queue every pop-up of the app goes through (docs/runtime-rules.md "One overlay at a time"): a pop-up asks
 * for its turn, shows only while it is the queue's current one, and gives the turn back when it closes. The highest
 * priority waiting wins, the earlier of two equal ones first; one that arrives with a higher priority hides the one on
 * screen until it is answered (the hidden one keeps its place and its state). While a screen is busy (a chat room, a
 * composer or a form with focus, a payment), only the overlays the fan asked for (the login dialog, their own
 * confirms) may show: the others wait until the fan leaves.
 */

/** What is asking, highest priority first; the order docs/runtime-rules.md gives. */
export type OverlayKind = 'confirm' | 'launch-ad' | 'benefit' | 'pop-ad' | 'notice' | 'gift';

/** The priority of each kind, and whether it may open over a busy screen (only what the fan asked for may). */
export const overlayRules: Record<OverlayKind, { priority: number; overBusy: boolean }> = {
  confirm: { priority: 100, overBusy: true },
  'launch-ad': { priority: 80, overBusy: false },
  benefit: { priority: 60, overBusy: false },
  'pop-ad': { priority: 40, overBusy: false },
  notice: { priority: 20, overBusy: false },
  // A gift plays over the live room's player only, never over a composer or a form, and its room is where the fan is.
  gift: { priority: 10, overBusy: true },
};

interface Entry {
  id: number;
  kind: OverlayKind;
}

/** A queue of overlays and of the busy screens that hold the ones that wait. */
export function createOverlayQueue() {
  let entries: Entry[] = [];
  const busy = new Map<number, string>();
  let nextId = 1;
  let current: number | null = null;
  const listeners = new Set<() => void>();

  const pick = (): number | null => {
    const isBusy = busy.size > 0;
    let best: Entry | null = null;
    for (const entry of entries) {
      const rule = overlayRules[entry.kind];
      if (isBusy && !rule.overBusy) continue;
      // Entries are in arrival order: a strictly higher priority is needed to pass an earlier one.
      if (!best || rule.priority > overlayRules[best.kind].priority) best = entry;
    }
    return best?.id ?? null;
  };
  const changed = () => {
    const next = pick();
    if (next === current) return;
    current = next;
    listeners.forEach((listener) => listener());
  };

  return {
    /** Asks for a turn; the answer is the request's id, to compare with {@link current} and to {@link close}. */
    request(kind: OverlayKind): number {
      const id = nextId++;
      entries = [...entries, { id, kind }];
      changed();
      return id;
    },
    /** Gives a turn back (the overlay closed) or withdraws a request that has not shown yet. */
    close(id: number): void {
      entries = entries.filter((entry) => entry.id !== id);
      changed();
    },
    /** Marks the screen busy (`reason` names it, for the docs and tests); the answer ends it. */
    markBusy(reason: string): () => void {
      const id = nextId++;
      busy.set(id, reason);
      changed();
      return () => {
        busy.delete(id);
        changed();
      };
    },
    /** The id of the overlay whose turn it is, or null. */
    current: (): number | null => current,
    /** Why overlays wait (the busy screens' reasons); empty when none does. */
    busyReasons: (): string[] => [...busy.values()],
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type OverlayQueue = ReturnType<typeof createOverlayQueue>;

/** The app's one queue. */
export const overlayQueue = createOverlayQueue();
