import { useSyncExternalStore } from 'react';
import { ImEvent, type ChatSdk, type NetState } from '../index.ts';

export interface ImState {
  ready: boolean;
  netState: NetState;
}

const snapshots = new WeakMap<ChatSdk, ImState>();

function subscribe(sdk: ChatSdk, changed: () => void): () => void {
  const update = (change: Partial<ImState>) => {
    snapshots.set(sdk, { ...snapshotOf(sdk), ...change });
    changed();
  };
  const offs = [
    sdk.on(ImEvent.SDK_READY, () => update({ ready: true })),
    sdk.on(ImEvent.SDK_NOT_READY, () => update({ ready: false })),
    sdk.on(ImEvent.NET_STATE_CHANGE, ({ state }) => update({ netState: state })),
  ];
  return () => offs.forEach((off) => off());
}

function snapshotOf(sdk: ChatSdk): ImState {
  let snapshot = snapshots.get(sdk);
  if (!snapshot) snapshots.set(sdk, (snapshot = { ready: sdk.isReady(), netState: sdk.getNetState() }));
  return snapshot;
}

/** Whether the SDK is ready and how its socket is doing, re-rendering on change. */
export function useImState(sdk: ChatSdk): ImState {
  return useSyncExternalStore(
    (changed) => subscribe(sdk, changed),
    () => snapshotOf(sdk),
  );
}
