import { execFileSync } from 'node:child_process';
import { projectRoot } from '../support/project-root.ts';
import { e2eDist } from './site-server.ts';

/** Builds all 15 tenants the way an operator does, before the browser tests open them. */
export default function globalSetup(): void {
  execFileSync(process.execPath, ['bin/sideline.js', 'build-all', '--dist', e2eDist], { cwd: projectRoot, stdio: 'inherit', env: { ...process.env } });
}
