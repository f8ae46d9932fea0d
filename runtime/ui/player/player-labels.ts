import type { PlayerLabels } from './video-player.tsx';

const names = ['failed', 'retry', 'play', 'pause', 'unmute', 'replay', 'seek'] as const satisfies readonly (keyof PlayerLabels)[];

/**
 * The player's texts from a feature's catalogue, where they sit under `prefix` with the labels' own names
 * (`player.failed`, `player.retry` ...). runtime/ui has no catalogue: the feature passes its `t`.
 */
export function playerLabels(t: (key: string) => string, prefix = 'player.'): PlayerLabels {
  return Object.fromEntries(names.map((name) => [name, t(prefix + name)])) as unknown as PlayerLabels;
}
