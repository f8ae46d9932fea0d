import { spawn } from 'node:child_process';
import { projectRoot } from '../support/project-root.ts';

/** `sideline operator add` as an operator runs it, the password on stdin (never in argv). */
export function addOperator(dataDir: string, email: string, role: string, password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/sideline.js', 'operator', 'add', email, '--role', role, '--data', dataDir], {
      cwd: projectRoot,
    });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`operator add exited ${code}`))));
    child.stdin.end(`${password}\n`);
  });
}
