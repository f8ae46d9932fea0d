/** The last day a benefit can be used, as a date in the fan's language (the server's days are China Standard Time). */
export function validityDate(expiresAt: number, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(expiresAt * 1000),
  );
}

/** Whether a benefit can no longer be used: its `expires_at` (Unix seconds) is now or past, as the server counts it. */
export function isBenefitExpired(expiresAt: number, nowMs: number): boolean {
  return expiresAt * 1000 <= nowMs;
}
