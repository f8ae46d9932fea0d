/** The server's match days are China Standard Time days (docs/api.md): every date the app shows is one of them. */
const cstOffsetMs = 8 * 3600_000;

/** YYYY-MM-DD of an instant (Unix seconds) in China Standard Time. */
export function serverDay(seconds: number): string {
  return new Date(seconds * 1000 + cstOffsetMs).toISOString().slice(0, 10);
}

/**
 * MM-DD HH:mm of an instant (Unix seconds) in China Standard Time, as lists that span several days show it: a
 * kickoff, a ledger row, a message.
 */
export function kickoffLabel(kickoffSeconds: number): string {
  return new Date(kickoffSeconds * 1000 + cstOffsetMs).toISOString().slice(5, 16).replace('T', ' ');
}
