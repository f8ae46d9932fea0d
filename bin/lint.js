#!/usr/bin/env node
// Lints the repository: ESLint (the rules and the import boundaries between layers) and Prettier's check of the
// code's format, side by side: node bin/lint.js
//
// Each uses one core, so on a machine with two they run at once and the step takes as long as the longer of the two,
// which matters in CI. Each one's output is printed whole when it ends, so their messages never interleave.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
/** A package's own command-line script (ESLint's package exports no `bin/` path, so it is found beside its package.json). */
const binOf = (name, path) => join(dirname(require.resolve(`${name}/package.json`)), path);
const checks = [
  { name: 'eslint', bin: binOf('eslint', 'bin/eslint.js'), args: ['--max-warnings', '0', '.'] },
  // The same files as `npm run format` writes.
  {
    name: 'prettier --check',
    bin: binOf('prettier', 'bin/prettier.cjs'),
    args: ['--check', '--log-level', 'warn', '**/*.{ts,tsx,js,mjs}'],
  },
];

function run({ name, bin, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(checks.map(run));
if (passed.includes(false)) {
  if (!passed[1]) process.stdout.write('Run `npm run format` to format the code.\n');
  process.exit(1);
}
