import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** A fresh temporary folder next to `dist/<code>`, on the same file system so the final rename is atomic. */
export function temporaryDir(distDir: string, label: string): string {
  const dir = join(distDir, `.tmp-${label}-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Puts a finished build in place of `target`. The previous build is moved aside first and only deleted once the new
 * one is in; if the swap fails, the previous build is put back. A failed build never touches `target`.
 */
export function replaceDir(finished: string, target: string): void {
  const previous = existsSync(target) ? `${target}.old-${process.pid}-${randomBytes(4).toString('hex')}` : undefined;
  if (previous) renameSync(target, previous);
  try {
    renameSync(finished, target);
  } catch (error) {
    if (previous) renameSync(previous, target);
    throw error;
  }
  if (previous) rmSync(previous, { recursive: true, force: true });
}
