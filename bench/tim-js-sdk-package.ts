/**
 * tim-js-sdk 2.27.6, the Tencent Chat web SDK our chat SDK is measured against (size, in chat-bench.ts) and named
 * after (the compatibility table of docs/im-api.md, from tim-js-sdk-api.ts): packed from the registry into a
 * temporary folder for the length of one read.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const timJsSdkVersion = '2.27.6';

/** Runs `read` on the unpacked package folder (`package/` of the tarball), then removes it. */
export function withTimJsSdk<T>(read: (packageDir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'sideline-tim-'));
  try {
    execFileSync('npm', ['pack', `tim-js-sdk@${timJsSdkVersion}`, '--silent'], { cwd: dir, stdio: ['ignore', 'ignore', 'ignore'] });
    execFileSync('tar', ['xzf', `tim-js-sdk-${timJsSdkVersion}.tgz`], { cwd: dir });
    return read(join(dir, 'package'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
