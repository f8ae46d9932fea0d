import { FeedError, type FeedRecord, type MatchFeedAdapter } from './feed-adapter.ts';

/**
 * The first adapter: a JSON or CSV file's text (docs/match-feed.md). The caller reads the file; this only parses it,
 * keeping the line each record starts on so every refusal names it.
 */
export function fileFeed(provider: string, fileName: string, text: string): MatchFeedAdapter {
  const lower = fileName.toLowerCase();
  if (!lower.endsWith('.json') && !lower.endsWith('.csv')) throw new FeedError(`${fileName}: a match feed is a .json or .csv file`);
  return { provider, read: async () => (lower.endsWith('.json') ? jsonRecords(text) : csvRecords(text)) };
}

/** A JSON array of objects; each record's line is where its element starts. */
export function jsonRecords(text: string): FeedRecord[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new FeedError(`not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new FeedError('a JSON match feed is an array of matches: [{ "id": ... }, ...]');
  const lines = elementLines(text);
  return parsed.map((value: unknown, index) => ({
    line: lines[index] ?? 1,
    fields: typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { '': value },
  }));
}

/** The line each element of the top-level array starts on (the text is valid JSON). */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectingElement = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (/\s/.test(c)) continue;
    if (depth === 1 && expectingElement && c !== ']') {
      lines.push(line);
      expectingElement = false;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      depth++;
      if (depth === 1) expectingElement = true;
    } else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 1) expectingElement = true;
  }
  return lines;
}

/** CSV (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks) with a header row of field names. */
export function csvRecords(text: string): FeedRecord[] {
  const rows = csvRows(text.replace(/^\uFEFF/, ''));
  const header = rows.shift();
  if (!header || header.cells.every((c) => c.trim() === '')) throw new FeedError('a CSV match feed starts with a header row: id,sport,...');
  const names = header.cells.map((c) => c.trim());
  return rows
    .filter((row) => row.cells.some((c) => c.trim() !== ''))
    .map((row) => {
      const fields: Record<string, unknown> = {};
      names.forEach((name, i) => {
        const cell = row.cells[i]?.trim() ?? '';
        if (cell !== '') fields[name] = cell;
      });
      if (row.cells.length > names.length) fields['(extra cells)'] = row.cells.slice(names.length).join(',');
      return { line: row.line, fields };
    });
}

function csvRows(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let line = 1;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      rows.push({ line: start, cells: [...cells, cell] });
      cells = [];
      cell = '';
      start = ++line;
    } else cell += c;
  }
  if (quoted) throw new FeedError(`line ${start}: a quoted field is never closed`);
  if (cell !== '' || cells.length > 0) rows.push({ line: start, cells: [...cells, cell] });
  return rows;
}
