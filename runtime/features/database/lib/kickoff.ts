/** China Standard Time, the time zone of the server's match days. */
const cstOffsetMs = 8 * 3_600_000;

/** MM-DD HH:mm of a kickoff (Unix seconds) in China Standard Time, as the schedule shows days. */
export function kickoffLabel(kickoffSeconds: number): string {
  return new Date(kickoffSeconds * 1000 + cstOffsetMs).toISOString().slice(5, 16).replace('T', ' ');
}

/** A season as the picker shows it: "start ~ end". */
export function seasonLabel(season: { start: string; end: string }): string {
  return `${season.start} ~ ${season.end}`;
}
