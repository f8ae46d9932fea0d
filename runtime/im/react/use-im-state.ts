import { useSyncExternalStore } from 'react';
import { ImEvent, type ChatSdk, type NetState } from '../index.ts';

export interface ImState {
  ready: boolean;
  netState: NetState;
}

const snapshots = new WeakMap<ChatSdk, ImState>();

function subscribe(sdk: ChatSdk, changed: () => void): () => void {
  const offs = [sdk.on(ImEvent.SDK_READY, changed), sdk.on(ImEvent.SDK_NOT_READY, changed), sdk.on(ImEvent.NET_STATE_CHANGE, changed)];
  return () => offs.forEach((off) => off());
}

/**
 * The SDK's state now, as the same object while it has not changed. It is read from the SDK, not only kept from its
 * events: an event that fires while no component listens (between a render and its subscription, or while every
 * chat screen is unmounted) would otherwise leave a stale "not ready" that no later event corrects, and a chat room
 * opened then would wait for its history forever.
 */
export function imStateOf(sdk: Pick<ChatSdk, 'isReady' | 'getNetState'> & object): ImState {
  const ready = sdk.isReady();
  const netState = sdk.getNetState();
  let snapshot = snapshots.get(sdk as ChatSdk);
  if (!snapshot || snapshot.ready !== ready || snapshot.netState !== netState)
    snapshots.set(sdk as ChatSdk, (snapshot = { ready, netState }));
  return snapshot;
}

/** Whether the SDK is ready and how its socket is doing, re-rendering on change. */
export function useImState(sdk: ChatSdk): ImState {
  return useSyncExternalStore(
    (changed) => subscribe(sdk, changed),
    () => imStateOf(sdk),
  );
}
