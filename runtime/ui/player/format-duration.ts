const two = (n: number) => String(n).padStart(2, '0');

/**
 * A length or position in seconds as a clock: `m:ss` under an hour (`3:07`), `h:mm:ss` from an hour on (`1:02:05`).
 * Fractions are dropped; anything not a finite, non-negative number (an unknown duration is NaN or Infinity) reads
 * `0:00`, so a badge never shows "NaN".
 */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}
