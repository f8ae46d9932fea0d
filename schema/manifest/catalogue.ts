import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A manifest file found on disk, not yet parsed. */
export interface ManifestFile {
  /** Site code (or base name): the file name without `.json`. */
  name: string;
  /** Folder the file is in: its brand. */
  brand: string;
  /** Absolute path. */
  path: string;
  /** Path relative to the project root, for messages. */
  file: string;
  text: string;
}

export interface Catalogue {
  /** Project root: asset paths in resolved manifests are relative to it. */
  rootDir: string;
  tenantsDir: string;
  files: Map<string, ManifestFile>;
  /** Names defined by more than one file, with every file that defines them. */
  duplicates: Map<string, ManifestFile[]>;
}

/** Finds every `tenants/<brand>/<code>.json`. */
export function readCatalogue(rootDir: string, tenantsDir = join(rootDir, 'tenants')): Catalogue {
  const files = new Map<string, ManifestFile>();
  const duplicates = new Map<string, ManifestFile[]>();
  const brands = existsSync(tenantsDir) ? readdirSync(tenantsDir, { withFileTypes: true }).filter((d) => d.isDirectory()) : [];
  for (const brand of brands.map((d) => d.name).sort()) {
    for (const entry of readdirSync(join(tenantsDir, brand)).sort()) {
      if (!entry.endsWith('.json')) continue;
      const path = join(tenantsDir, brand, entry);
      const found: ManifestFile = {
        name: entry.slice(0, -'.json'.length),
        brand,
        path,
        file: relative(rootDir, path).split('\\').join('/'),
        text: readFileSync(path, 'utf8'),
      };
      const existing = files.get(found.name);
      if (existing) duplicates.set(found.name, [...(duplicates.get(found.name) ?? [existing]), found]);
      else files.set(found.name, found);
    }
  }
  return { rootDir, tenantsDir, files, duplicates };
}
