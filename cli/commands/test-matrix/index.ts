import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ManifestError, validateTenants } from '../../../schema/index.ts';
import { isFreshBuild } from '../../build/freshness.ts';
import { packagePaths } from '../../build/paths.ts';
import { exitCodes } from '../../errors.ts';
import { displayPath, type Logger } from '../../logger.ts';
import type { GlobalOptions } from '../../global-options.ts';
import { buildCommand } from '../build-tenant/index.ts';

export interface TestMatrixOptions extends GlobalOptions {
  codes: string[];
  /** Rewrite the snapshots that changed (or are missing) among the tests that run. */
  updateSnapshots: boolean;
  /** Only the tests whose title matches: a page (`score`), a variant (`dark pt-br`) or `@ci`. */
  grep?: string;
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
  const stale = codes.filter((code) => !isFreshBuild(tenants.get(code)!, options.dist, options.root));
  if (stale.length < codes.length)
    logger.info(`reusing fresh builds of ${codes.length - stale.length} site${codes.length - stale.length === 1 ? '' : 's'}`);
  if (stale.length > 0 && (await buildCommand({ ...options, codes: stale, concurrency: 1 }, logger)) !== exitCodes.ok)
    return exitCodes.failed;

  const playwright = join(dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')), 'cli.js');
  const args = ['test', '--config', join(packagePaths.root, 'tests/matrix/playwright.config.ts')];
  if (options.updateSnapshots) args.push('--update-snapshots=changed');
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
      },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? exitCodes.failed : exitCodes.ok)));
  });
  return exitCode === 0 ? exitCodes.ok : exitCodes.failed;
}
