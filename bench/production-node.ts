import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { productionNodeOptions } from '../tests/support/cluster.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs a bench script alone (`node bin/run-ts.js <script>`) in a node started with the deploy units' options
 * (`productionNodeOptions`: V8 flags, which only a process's start can set), passing each progress line to `log`, and
 * answers the figures the script prints last as JSON (from a line that is exactly `{` to its end). For the server
 * figures that depend on the node's options: the live-score fan-out's CPU per delta is about a quarter lower with the
 * units' young generation than with V8's default (bench/README.md "Fan-out, a fourth pass").
 */
export function inProductionNode<T>(script: string, env: Record<string, string>, log: (line: string) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...productionNodeOptions, 'bin/run-ts.js', script], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    let pending = '';
    let figuresFrom = -1;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const parts = (pending + chunk).split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) {
        if (figuresFrom < 0 && line === '{') figuresFrom = lines.length;
        if (figuresFrom < 0) log(line);
        lines.push(line);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (pending) lines.push(pending);
      if (code !== 0 || figuresFrom < 0) return reject(new Error(`${script} exited with ${code} and printed no figures`));
      try {
        resolve(JSON.parse(lines.slice(figuresFrom).join('\n')) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
