import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (holds tenants/ and templates/assets/). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Copies a fixture folder into a fresh temp project root next to a copy of the repo's templates/assets,
 * so schema-default asset paths (templates/assets/...) exist without copying images into every fixture,
 * whether defaults are resolved against the project root or against the package.
 * expected.json files stay behind: they describe the fixture and are not part of the project.
 */
export function stageProject(fixtureDir: string): string {
  const root = mkdtempSync(join(tmpdir(), `sideline-${basename(fixtureDir)}-`));
  cpSync(fixtureDir, root, { recursive: true, filter: (source) => basename(source) !== 'expected.json' });
  cpSync(join(repoRoot, 'templates', 'assets'), join(root, 'templates', 'assets'), { recursive: true });
  return root;
}

export function removeProject(root: string): void {
  rmSync(root, { recursive: true, force: true });
}
