import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds all 15 tenants the way an operator does, before the browser tests open them. */
export default function globalSetup(): void {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  execFileSync(process.execPath, ['bin/sideline.js', 'build-all', '--dist', 'test-results/e2e-dist'], { cwd: root, stdio: 'inherit', env: { ...process.env } });
}
