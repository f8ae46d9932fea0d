import { buildConsole, consoleInitialJsBudget } from '../../build/console-bundle.ts';
import { exitCodes } from '../../errors.ts';
import type { GlobalOptions } from '../../global-options.ts';
import { displayPath, formatBytes, formatSeconds, type Logger } from '../../logger.ts';

/** `sideline build-console`: the operators' console into `<dist>/ops/`, with its initial JS against its budget. */
export async function buildConsoleCommand(options: GlobalOptions, logger: Logger): Promise<number> {
  logger.info(`building the operators' console into ${displayPath(options.dist)}/ops/`);
  const { dir, report } = await buildConsole(options.dist);
  const within = report.initialJs.gzip <= consoleInitialJsBudget;
  logger.info(
    `ok  ${formatSeconds(report.durationMs)}  initial JS ${formatBytes(report.initialJs.gzip)} gzip (budget ${formatBytes(consoleInitialJsBudget)}), total JS ${formatBytes(report.totalJs.gzip)} gzip`,
  );
  if (!within) {
    logger.error(`the console's initial JS is over its budget of ${formatBytes(consoleInitialJsBudget)} gzip`);
    return exitCodes.failed;
  }
  logger.info(`built ${displayPath(dir)}/; \`sideline serve <code>\` serves it at http://127.0.0.1:<port>/ops/`);
  return exitCodes.ok;
}
