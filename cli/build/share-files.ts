import { copyFileSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Puts the bundle's files into a site's folder as hard links: sites of one bundle share identical, content-hashed
 * files, so linking writes no data where copying wrote the same megabytes once per site (build-all spent most of its
 * time in the disk's write-back). Copies where links are refused (another file system). `skip` names top-level files
 * each site writes itself; they are not linked, since writing into a link would change every site's copy.
 */
export function shareFiles(from: string, to: string, skip: ReadonlySet<string> = new Set()): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) shareFiles(source, target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}
