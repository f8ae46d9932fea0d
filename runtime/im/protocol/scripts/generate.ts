/**
 * Regenerates runtime/im/protocol/generated/ from im.proto, relationship.proto and group.proto with protobufjs-cli: static code for protobufjs/minimal
 * (no reflection at run time) and its TypeScript declarations. `npm run generate:im`; a test fails while it is stale.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const protocolDir = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => fileURLToPath(new URL(`../../../../node_modules/.bin/${name}`, import.meta.url));
// Only encode and decode are used: verify, toObject/fromObject, delimited and type URLs would be dead weight.
const staticOptions = ['-t', 'static-module', '-w', 'es6', '--no-verify', '--no-convert', '--no-delimited', '--no-typeurl', '--no-service'];

/** Each .proto and its generated module: separate, so the relationship and group modules' messages stay out of the core. */
export const protocolNames = ['im', 'relationship', 'group', 'upload', 'service', 'message-extra', 'message', 'conversation'] as const;

export function generateProtocol(outputDir = join(protocolDir, 'generated')): void {
  const scratch = mkdtempSync(join(tmpdir(), 'sideline-proto-'));
  try {
    for (const name of protocolNames) {
      // pbts reads the JSDoc of a commented build; the shipped code has no comments.
      const commented = join(scratch, `${name}.js`);
      execFileSync(bin('pbjs'), [...staticOptions, '-o', commented, join(protocolDir, `${name}.proto`)]);
      execFileSync(bin('pbts'), ['--no-comments', '-o', join(outputDir, `${name}.d.ts`), commented]);
      execFileSync(bin('pbjs'), [
        ...staticOptions,
        '--no-comments',
        '-o',
        join(outputDir, `${name}.js`),
        join(protocolDir, `${name}.proto`),
      ]);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  generateProtocol();
  process.stdout.write(`wrote ${join(protocolDir, 'generated')}\n`);
}
