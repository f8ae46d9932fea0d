/** The last day a benefit can be used, as a date in the fan's language (the server's days are China Standard Time). */
export function validityDate(expiresAt: number, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(expiresAt * 1000));
}
