import { isAbsolute, relative } from 'node:path';

/** The CLI's one way to talk to people: results on stdout, problems on stderr. */
export interface Logger {
  info(line: string): void;
  error(line: string): void;
}

export const consoleLogger: Logger = {
  info: (line) => process.stdout.write(line + '\n'),
  error: (line) => process.stderr.write(line + '\n'),
};

/** Renders rows as an aligned plain-text table (no colours, so output is the same in CI logs and golden tests). */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

/** A path as short as it can be shown: relative to the current folder when inside it. */
export function displayPath(path: string): string {
  const relativePath = relative(process.cwd(), path);
  return relativePath && !relativePath.startsWith('..') && !isAbsolute(relativePath) ? relativePath : path;
}
