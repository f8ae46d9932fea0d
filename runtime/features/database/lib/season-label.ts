/** A season as the picker shows it: "start ~ end". */
export function seasonLabel(season: { start: string; end: string }): string {
  return `${season.start} ~ ${season.end}`;
}
