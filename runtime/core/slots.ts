import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Components one feature offers the others. Features never import each other (docs/architecture.md "The layers"): a feature declares what
 * it provides in its definition, runtime/app registers the providers of the built features here, and a consumer asks
 * for the slot by name, getting null when the tenant does not build a provider.
 */
export interface Slots {
  /** A live room's chat (the live feature): the score detail's chat tab shows it for the match's room. */
  roomChat: ComponentType<{ liveId: number; notice?: string }>;
  /** A match's quiz (the score feature): the live room's quiz tab shows it for the room's match. */
  matchQuiz: ComponentType<{ matchId: number }>;
  /** The newest short videos (the video feature): the home page's clips tab shows them. */
  shortClips: ComponentType;
  /**
   * The way into an anchor's fan group (the chat feature): 加入粉丝群 for a signed-in fan who is not in it, 粉丝群 for a
   * member; nothing while the anchor has none. The anchor's room and page show it.
   */
  fanGroupEntry: ComponentType<{ anchorId: number }>;
}

export type SlotName = keyof Slots;
export type SlotProviders = { [K in SlotName]?: () => Promise<Slots[K]> };

const providers: SlotProviders = {};
const components = new Map<SlotName, unknown>();

/** Registers the slots a built feature provides (runtime/app, at start). */
export function provideSlots(next: SlotProviders): void {
  Object.assign(providers, next);
}

/** The slot's component, loaded on first render; null when no built feature provides it. */
export function slotComponent<K extends SlotName>(name: K): LazyExoticComponent<Slots[K]> | null {
  const load = providers[name];
  if (!load) return null;
  // One lazy component per slot, made on first use; the map is keyed by name, so its type is the slot's.
  const component = (components.get(name) ?? lazy(async () => ({ default: await load() }))) as LazyExoticComponent<Slots[K]>;
  components.set(name, component);
  return component;
}
