import { describe, expect, it } from 'vitest';
import type { NetState } from '../../index.ts';
import { imStateOf } from '../use-im-state.ts';

/** An SDK whose readiness and network state a test sets, as login, logout and the socket change them. */
function fakeSdk() {
  const sdk = { ready: false, net: 'disconnected' as NetState, isReady: () => sdk.ready, getNetState: () => sdk.net };
  return sdk;
}

describe("the chat screens' view of the SDK state", () => {
  it('follows the SDK even when the change was announced while nobody listened (a chat room opened then loads its history)', () => {
    const sdk = fakeSdk();
    expect(imStateOf(sdk)).toEqual({ ready: false, netState: 'disconnected' });
    // SDK_READY fired between a render and its subscription: no event will say it again.
    sdk.ready = true;
    sdk.net = 'connected';
    expect(imStateOf(sdk)).toEqual({ ready: true, netState: 'connected' });
    sdk.ready = false;
    expect(imStateOf(sdk).ready).toBe(false);
  });

  it('answers the same object while nothing changed, as useSyncExternalStore requires', () => {
    const sdk = fakeSdk();
    const first = imStateOf(sdk);
    expect(imStateOf(sdk)).toBe(first);
    sdk.net = 'connecting';
    expect(imStateOf(sdk)).not.toBe(first);
  });
});
