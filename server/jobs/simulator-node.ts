import type { HeldLock } from '../db/advisory-lock.ts';

/**
 * Whether this node runs the clock's jobs (the match simulator's deltas, kickoff notices, quiz and activity
 * settlement, robots): in a cluster, the node holding the simulator lock (db/advisory-lock.ts); alone, always. Two
 * nodes running them would announce every goal and kickoff twice and settle twice.
 */
export function onSimulatorNode(context: { simulator?: HeldLock }): boolean {
  return context.simulator?.held ?? true;
}
