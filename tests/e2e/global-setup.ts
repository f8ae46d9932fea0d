import { execFileSync } from 'node:child_process';
import { projectRoot } from '../support/project-root.ts';
import { siteNow } from './site-clock.ts';
import { e2eDist } from './site-server.ts';
import { createSeededDatabasesFolder } from '../support/seeded-databases.ts';

/**
 * Builds all 15 tenants and the operators' console the way an operator does, before the browser tests open them. `E2E_TENANTS=qutu,xzb` builds
 * only those (fresh builds are reused), for a quick run of one spec file while working on it. Then makes the run's
 * folder of seeded databases (tests/support/seeded-databases.ts), removed when the run ends.
 */
export default function globalSetup(): () => void {
  siteNow(); // fixes the run's clock for every worker
  const only = process.env.E2E_TENANTS?.split(',').filter(Boolean) ?? [];
  const command = only.length > 0 ? ['build-tenant', ...only] : ['build-all'];
  for (const build of [command, ['build-console']])
    execFileSync(process.execPath, ['bin/sideline.js', ...build, '--dist', e2eDist], {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env },
    });
  return createSeededDatabasesFolder();
}
