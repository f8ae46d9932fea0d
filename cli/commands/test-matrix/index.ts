import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ManifestError, validateTenants } from '../../../schema/index.ts';
import { isFreshBuild } from '../../build/freshness.ts';
import { packagePaths } from '../../build/paths.ts';
import { ExitError, exitCodes } from '../../errors.ts';
import { displayPath, type Logger } from '../../logger.ts';
import type { GlobalOptions } from '../../global-options.ts';
import { buildCommand } from '../build-tenant/index.ts';

export interface TestMatrixOptions extends GlobalOptions {
  codes: string[];
  /** Rewrite the snapshots that changed (or are missing) among the tests that run. */
  updateSnapshots: boolean;
  /** Only the tests whose title matches: a page (`score`), a variant (`dark pt-br`) or `@ci`. */
  grep?: string;
  /** The first port of the tenants' servers (the next tenants take the ports after it); none: any free port. */
  port?: number;
}

/**
 * Builds the tenants that are not fresh, then runs Playwright on tests/matrix with one project per tenant against
 * reference servers at a fixed seed and clock (started by the matrix's global setup). Exit code: Playwright's.
 */
export async function testMatrixCommand(options: TestMatrixOptions, logger: Logger): Promise<number> {
  // Unknown or invalid sites stop the run with the validator's own messages (file, line, "did you mean").
  const { siteCodes, tenants, issues } = validateTenants(options.root, options.codes.length ? options.codes : undefined);
  if (issues.some((issue) => issue.severity === 'error')) throw new ManifestError(issues);
  const codes = options.codes.length ? [...new Set(options.codes)] : siteCodes;
  const firstRun = codes.filter((code) => !hasSnapshots(options.root, code));
  if (firstRun.length > 0 && !options.updateSnapshots) {
    const where = firstRun.map((code) => `tests/matrix/__snapshots__/${snapshotFolder(code)}/`).join(', ');
    // CI checks what was committed: a site without snapshots there has not been reviewed, so the run fails.
    if (process.env.CI)
      throw new ExitError(
        `${firstRun.join(', ')} ${firstRun.length === 1 ? 'has' : 'have'} no snapshots in ${where}: run \`npx sideline test-matrix ${firstRun.join(' ')}\` on a workstation, review the pictures in the gallery and commit them`,
      );
    logger.info(
      `${firstRun.join(', ')} ${firstRun.length === 1 ? 'has' : 'have'} no snapshots yet: this run takes ${firstRun.length === 1 ? 'its' : 'their'} first pictures into ${where}; review them in the gallery (marked "new, not reviewed"), then commit them`,
    );
  }
  const stale = codes.filter((code) => !isFreshBuild(tenants.get(code)!, options.dist, options.root));
  if (stale.length < codes.length)
    logger.info(`reusing fresh builds of ${codes.length - stale.length} site${codes.length - stale.length === 1 ? '' : 's'}`);
  if (stale.length > 0 && (await buildCommand({ ...options, codes: stale, concurrency: 1 }, logger)) !== exitCodes.ok)
    return exitCodes.failed;

  const playwright = join(dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')), 'cli.js');
  const args = ['test', '--config', join(packagePaths.root, 'tests/matrix/playwright.config.ts')];
  if (options.updateSnapshots) args.push('--update-snapshots=changed');
  else if (firstRun.length > 0) args.push('--update-snapshots=missing');
  if (options.grep) args.push('--grep', options.grep);
  logger.info(`running the QA matrix for ${codes.length} site${codes.length === 1 ? '' : 's'} from ${displayPath(options.dist)}/`);
  const exitCode = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, [playwright, ...args], {
      cwd: packagePaths.root,
      stdio: 'inherit',
      env: {
        ...process.env,
        SIDELINE_MATRIX_CODES: codes.join(','),
        SIDELINE_MATRIX_DIST: options.dist,
        SIDELINE_MATRIX_GREP: options.grep ?? '',
        SIDELINE_MATRIX_ROOT: options.root,
        SIDELINE_MATRIX_PORT: String(options.port ?? 0),
      },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? exitCodes.failed : exitCodes.ok)));
  });
  return exitCode === 0 ? exitCodes.ok : exitCodes.failed;
}

/** The folder Playwright keeps a tenant's pictures in: its project name, with `_` written as `-` (kqb_ios: kqb-ios). */
function snapshotFolder(code: string): string {
  return code.replace(/_/g, '-');
}

/** Whether the project has any picture of this tenant: none means its first matrix run. */
function hasSnapshots(root: string, code: string): boolean {
  const folder = join(root, 'tests/matrix/__snapshots__', snapshotFolder(code));
  return existsSync(folder) && readdirSync(folder).some((file) => file.endsWith('.png'));
}
