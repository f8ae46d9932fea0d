#!/usr/bin/env node
// Type-checks every TypeScript project of the repository: node bin/typecheck.js
//
// Each project has its own tsconfig (the runtime may not see Node's types, the chat SDK's core not the DOM), so each is
// a separate tsc run. tsc uses one core, so two run at a time on a machine with two or more: the check takes about half
// the time it took one after another, which matters in CI. Each run's output is printed whole when it ends, so two
// projects' errors never interleave.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';

/** Longest first, so the two lanes end together. */
const projects = [
  'runtime',
  'server',
  'tests',
  'runtime/tsconfig.test.json',
  'runtime/im/tsconfig.test.json',
  'runtime/im',
  'runtime/im/react',
  'runtime/service-worker',
  'console',
  'console/tsconfig.test.json',
  'cli',
  'schema',
];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const lanes = Math.max(1, Math.min(2, availableParallelism()));

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} tsc -p ${project} (${seconds}s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = 0;
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift()) if (!(await check(project))) failed += 1;
  }),
);
if (failed > 0) {
  process.stdout.write(`${failed} of ${projects.length} projects have type errors\n`);
  process.exitCode = 1;
}
