/** A value as a line of the change: JSON, cut at `max` characters (the whole row is in the CSV). */
function shown(value: unknown, max = 80): string {
  if (value === undefined || value === null) return '—';
  const text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an audit row changed, one line per field: `key: before → after` for the fields that differ when both sides
 * are objects, `key: value` for what was made, the whole values otherwise; nothing when neither side holds anything.
 */
export function changeLines(before: unknown, after: unknown): string[] {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`);
  }
  if ((before === null || before === undefined) && isRecord(after))
    return Object.entries(after).map(([key, value]) => `${key}: ${shown(value)}`);
  if (isRecord(before) && (after === null || after === undefined))
    return Object.entries(before).map(([key, value]) => `${key}: ${shown(value)} → —`);
  return [`${shown(before)} → ${shown(after)}`];
}
