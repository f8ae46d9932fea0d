import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { projectRoot } from '../support/project-root.ts';

export { projectRoot };
const cli = join(projectRoot, 'bin/sideline.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI in a child process, the way an operator does. */
export function runCli(
  args: readonly string[],
  cwd = projectRoot,
  timeout = 120_000,
  env: Record<string, string | undefined> = {},
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args],
      { cwd, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env }, timeout },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

/** A temporary project: a copy of tenants/ that a test may break or extend. */
export function temporaryProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sideline-project-'));
  cpSync(join(projectRoot, 'tenants'), join(dir, 'tenants'), { recursive: true });
  return dir;
}

export function temporaryDir(prefix = 'sideline-dist-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Replaces what changes from run to run (times, sizes, temporary folders) with stable tokens. */
export function normalize(text: string, paths: Record<string, string> = {}): string {
  let result = text;
  for (const [token, path] of Object.entries(paths)) result = result.split(path).join(token);
  result = result.split(projectRoot).join('<project>');
  if (!/\d+\.\ds\b|\d KB\b/.test(result)) return result.replace(/ +$/gm, '');
  // Build output: times and sizes vary, and so do the widths of the table columns that hold them.
  return result
    .replace(/\d+\.\ds\b/g, '<t>s')
    .replace(/\d+(\.\d)? (KB|B)\b/g, '<size>')
    .replace(/-{3,}/g, '---')
    .replace(/ {2,}/g, '  ')
    .replace(/ +$/gm, '');
}

/**
 * Compares output with tests/cli/golden/<name>.txt. Set UPDATE_GOLDEN=1 to rewrite the files, then review the diff.
 */
export function expectGolden(name: string, args: readonly string[], result: CliResult, paths: Record<string, string> = {}): void {
  const rendered = [
    `$ sideline ${normalize(args.join(' '), paths)}`,
    `[exit ${result.code}]`,
    '--- stdout',
    normalize(result.stdout, paths).trimEnd(),
    '--- stderr',
    normalize(result.stderr, paths).trimEnd(),
    '',
  ].join('\n');
  const file = join(projectRoot, 'tests/cli/golden', `${name}.txt`);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, rendered);
  if (!existsSync(file)) throw new Error(`no golden file ${file}; run with UPDATE_GOLDEN=1 and review it`);
  expect(rendered).toBe(readFileSync(file, 'utf8'));
}
