import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection now. Used once at start, after the embedded database that seeded is closed: its
 * WebAssembly memory (about 650 MB) goes back to the OS only when its objects are collected, which V8 may not do for
 * minutes on an idle server (docs/decisions.md "Idle memory").
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
