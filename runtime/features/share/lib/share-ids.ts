/** A numeric id from an address, or null when it is not a positive whole number (then nothing is asked of the server). */
export function idFrom(text: string | undefined): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** The sport of /share/match/:sport/:id, or null for anything but the two the API knows. */
export function sportFrom(text: string | undefined): 'football' | 'basketball' | null {
  return text === 'football' || text === 'basketball' ? text : null;
}
