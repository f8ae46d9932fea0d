import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { addVisitedLeague, type VisitedLeague } from '../../core/rules/lists.ts';

/**
 * Name the visited leagues are stored under: one per site code, beside the app store's `sideline-{site}-app`, so
 * tenants on one domain never mix. Their own key rather than a field of the app store: only this feature reads them.
 */
export function visitedLeaguesKey(site: string): string {
  return `sideline-${site}-visited-leagues`;
}

export interface VisitedLeaguesState {
  /** Spec 000 §3: newest first, at most 15, each league once. */
  list: VisitedLeague[];
  visit(league: VisitedLeague): void;
}

/** What local storage holds, read through the rule: another version or a hand edit is never trusted as it is. */
function readList(value: unknown): VisitedLeague[] {
  if (!Array.isArray(value)) return [];
  const valid = value.filter(
    (item): item is VisitedLeague =>
      typeof item?.id === 'number' && typeof item.name === 'string' && typeof item.logo === 'string' && [1, 2].includes(item.sportsType),
  );
  // Replayed oldest first through the rule: newest first, each league once, at most 15.
  return valid.reverse().reduce<VisitedLeague[]>((list, league) => addVisitedLeague(list, league), []);
}

/** The fan's visited leagues (spec 000 §3) of one site, kept in local storage. */
export function createVisitedLeaguesStore(site: string) {
  return create<VisitedLeaguesState>()(
    persist(
      (set, get) => ({
        list: [],
        visit: (league) => set({ list: addVisitedLeague(get().list, league) }),
      }),
      {
        name: visitedLeaguesKey(site),
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => ({ list: state.list }),
        merge: (stored, current) => ({ ...current, list: readList((stored as { list?: unknown } | undefined)?.list) }),
      },
    ),
  );
}
