/**
 * Rows as CSV with a header row (RFC 4180, CRLF), for a spreadsheet. A cell a spreadsheet would read as a formula is
 * prefixed with `'` (numbers excepted), so hostile text never runs there (OWASP CSV injection); objects are written as JSON.
 */
export function csvTable<K extends string>(header: readonly K[], rows: readonly Record<K, unknown>[]): string {
  const cell = (value: unknown) => {
    // A number is never read as a formula: a negative amount stays a number in the spreadsheet.
    if (typeof value === 'number') return String(value);
    const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [header.join(','), ...rows.map((row) => header.map((key) => cell(row[key])).join(','))].join('\r\n') + '\r\n';
}
