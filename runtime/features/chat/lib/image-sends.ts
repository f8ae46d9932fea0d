import { useSyncExternalStore } from 'react';

/**
 * What the room knows of a picture it is sending, before the chat layer has its url: the local preview (so the bubble
 * shows the picture at once, in a box of the right shape) and how much of it has gone up (0 to 1). Keyed by the
 * message's random, which stays the same from creation to success.
 */
export interface ImageSend {
  preview: string;
  width: number;
  height: number;
  progress: number;
}

const sends = new Map<number, ImageSend>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function startImageSend(random: number, send: Omit<ImageSend, 'progress'>): void {
  sends.set(random, { ...send, progress: 0 });
  changed();
}

export function imageSendProgress(random: number, progress: number): void {
  const send = sends.get(random);
  if (!send) return;
  sends.set(random, { ...send, progress });
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The room's own send of this message, if it is one (a picture from another device or the peer has none). */
export const useImageSend = (random: number): ImageSend | undefined => useSyncExternalStore(subscribe, () => sends.get(random));
