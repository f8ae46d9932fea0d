/** YYYY-MM-DD of an instant (Unix seconds) in China Standard Time, the time zone of the server's match days. */
export function serverDay(seconds: number): string {
  return new Date(seconds * 1000 + 8 * 3600_000).toISOString().slice(0, 10);
}
