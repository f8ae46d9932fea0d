/**
 * Rows as CSV with a header row (RFC 4180, CRLF), for a spreadsheet. A cell a spreadsheet would read as a formula is
 * prefixed with `'`, so hostile text never runs there (OWASP CSV injection); objects are written as JSON.
 */
export function csvTable<K extends string>(header: readonly K[], rows: readonly Record<K, unknown>[]): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [header.join(','), ...rows.map((row) => header.map((key) => cell(row[key])).join(','))].join('\r\n') + '\r\n';
}
