import type { LineupPlayer } from '../../../../schema/generated/api.ts';

/**
 * Starters in rows from the goalkeeper forwards: the goalkeeper alone, then one row per number of the formation
 * ("4-3-3": four defenders, three midfielders, three forwards), taking the starters in the order the server lists them.
 * A formation that does not add up to the starters is ignored and the players are grouped by position instead, in
 * the order positions first appear.
 */
export function formationRows(formation: string, starters: readonly LineupPlayer[]): LineupPlayer[][] {
  const sizes = formation.split('-').map(Number);
  const valid =
    sizes.length > 0 && sizes.every((n) => Number.isInteger(n) && n > 0) && 1 + sizes.reduce((a, b) => a + b, 0) === starters.length;
  if (!valid) {
    const positions = [...new Set(starters.map((p) => p.position))];
    return positions.map((position) => starters.filter((p) => p.position === position));
  }
  const rows: LineupPlayer[][] = [starters.slice(0, 1)];
  let next = 1;
  for (const size of sizes) {
    rows.push(starters.slice(next, next + size));
    next += size;
  }
  return rows;
}
