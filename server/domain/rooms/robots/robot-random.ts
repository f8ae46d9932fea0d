/**
 * The robots' dice. Every draw is seeded from whole numbers (the seed, a room, a minute of the server clock ...), so a
 * minute of a room plays the same whenever and however often it is computed: that is what makes the robots
 * deterministic for a seed and a clock, and lets a tick compute only the minutes it needs.
 */

/** A 32-bit hash of whole numbers, order included (FNV-1a over each number's two 32-bit halves, then mixed). */
export function mix(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    for (const word of [part >>> 0, Math.floor(part / 2 ** 32) >>> 0]) {
      hash = Math.imul(hash ^ word, 0x01000193);
      hash ^= hash >>> 15;
      hash = Math.imul(hash, 0x2c1b3c6d);
      hash ^= hash >>> 12;
    }
  }
  return hash >>> 0;
}

/** How many events of a Poisson process with this mean fall in one draw (Knuth's method; means here stay below 60). */
export function poisson(random: () => number, mean: number): number {
  if (!(mean > 0)) return 0;
  const limit = Math.exp(-mean);
  let count = -1;
  for (let product = 1; product > limit; product *= random()) count++;
  return count;
}

/** One of `choices` by weight. */
export function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [choice, weight] of choices) {
    draw -= weight;
    if (draw < 0) return choice;
  }
  return choices[choices.length - 1][0];
}
