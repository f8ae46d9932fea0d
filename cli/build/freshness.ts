import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedTenant } from '../../schema/index.ts';
import { packagePaths } from './paths.ts';
import { imagePaths } from './tenant-output.ts';
import { stableHash, type BuildReport } from './report.ts';

/** The newest modification time of the files under a folder (0 when it does not exist). */
function newestFileMs(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? (entry.name === '__tests__' ? 0 : newestFileMs(path)) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Whether dist/<code>/ is what a build would write now: its report names the same resolved manifest, and it was
 * written after the last change to the runtime, the build code, the index template, the installed dependencies
 * (package-lock.json), the manifests of its `extends` chain and every image it names.
 */
export function isFreshBuild(tenant: ResolvedTenant, distDir: string, rootDir: string): boolean {
  const reportFile = join(distDir, tenant.code, 'build-report.json');
  if (!existsSync(reportFile)) return false;
  let report: BuildReport;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8')) as BuildReport;
  } catch {
    return false;
  }
  if (report.manifestHash !== stableHash(tenant.manifest)) return false;
  const lockFile = join(packagePaths.root, 'package-lock.json');
  const sourcesChanged = Math.max(
    newestFileMs(packagePaths.runtime),
    newestFileMs(join(packagePaths.root, 'cli/build')),
    statSync(packagePaths.template).mtimeMs,
    existsSync(lockFile) ? statSync(lockFile).mtimeMs : 0,
    // The chain's files are project-relative, like the images: a project given by --root is not the current folder.
    ...tenant.chain.map((file) => statSync(join(rootDir, file)).mtimeMs),
    ...imagePaths(tenant).map((path) => statSync(join(rootDir, path)).mtimeMs),
  );
  return Date.parse(report.builtAt) > sourcesChanged;
}
