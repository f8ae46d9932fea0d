import type { BuildOutcome } from '../../build/build-tenants.ts';
import { join } from 'node:path';
import { displayPath, formatBytes, formatSeconds, formatTable, type Logger } from '../../logger.ts';

/** One line per site as it finishes: `[ 3/15] qutup2  ok  1.2s  initial JS 132.1 KB gzip`. */
export function progressLine(logger: Logger) {
  return (outcome: BuildOutcome, done: number, total: number) => {
    const counter = `[${String(done).padStart(String(total).length)}/${total}]`;
    if (!outcome.ok) {
      logger.error(`${counter} ${outcome.code.padEnd(8)} failed`);
      for (const error of outcome.errors) logger.error(`    ${error}`);
      return;
    }
    const report = outcome.report;
    const shared = report && report.sharedWith.length > 0 ? `  (bundle shared with ${report.sharedWith.join(', ')})` : '';
    logger.info(
      `${counter} ${outcome.code.padEnd(8)} ok      ${formatSeconds(outcome.durationMs)}  initial JS ${formatBytes(report?.initialJs.gzip ?? 0)} gzip${shared}`,
    );
  };
}

/** The table printed after a build, and the line that says how it went. */
export function summary(outcomes: readonly BuildOutcome[], wallMs: number, distDir: string, logger: Logger): void {
  const rows = outcomes.map((o) => [
    o.code,
    o.ok ? 'ok' : 'FAILED',
    o.report ? String(o.report.featuresBuilt.length) : '-',
    o.report ? formatBytes(o.report.initialJs.gzip) : '-',
    o.report ? formatBytes(o.report.totalJs.gzip) : '-',
    o.ok ? `${join(displayPath(distDir), o.code)}/` : (o.errors[0]?.slice(0, 60) ?? ''),
  ]);
  logger.info('');
  logger.info(formatTable(['site', 'status', 'features', 'initial JS gz', 'total JS gz', 'output'], rows));
  const failed = outcomes.filter((o) => !o.ok);
  const bundles = new Set(outcomes.flatMap((o) => (o.report ? [[o.code, ...o.report.sharedWith].sort().join(',')] : []))).size;
  logger.info('');
  logger.info(
    failed.length === 0
      ? `built ${outcomes.length} site${outcomes.length === 1 ? '' : 's'} from ${bundles} bundle${bundles === 1 ? '' : 's'} in ${formatSeconds(wallMs)}`
      : `${failed.length} of ${outcomes.length} sites failed (${failed.map((o) => o.code).join(', ')}); their previous builds in ${displayPath(distDir)}/ are untouched`,
  );
}
