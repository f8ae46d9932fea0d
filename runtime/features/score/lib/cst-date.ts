/** The schedule's days are China Standard Time days, as the server counts them (docs/api.md). */
const cstOffsetMs = 8 * 3600_000;

/** YYYY-MM-DD of the China Standard Time day `offset` days from the one containing `nowMs`. */
export function cstDate(nowMs: number, offset = 0): string {
  return new Date(nowMs + cstOffsetMs + offset * 86_400_000).toISOString().slice(0, 10);
}
