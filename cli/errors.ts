import { ManifestError, formatIssue, uniqueIssues } from '../schema/index.ts';
import type { Logger } from './logger.ts';

/** Exit codes of the CLI. */
export const exitCodes = { ok: 0, failed: 1, usage: 2, internal: 70 } as const;

/** A failure the user can act on: the message says what to do; no stack trace. */
export class ExitError extends Error {
  readonly code = 'EXIT';
  constructor(
    message: string,
    readonly exitCode: number = exitCodes.failed,
  ) {
    super(message);
    this.name = 'ExitError';
  }
}

/** The one place that turns an error into output and an exit code. */
export function reportError(error: unknown, logger: Logger): number {
  if (error instanceof ManifestError) {
    for (const issue of uniqueIssues(error.issues)) logger.error(formatIssue(issue));
    return exitCodes.failed;
  }
  if (error instanceof ExitError) {
    if (error.message) logger.error(`error: ${error.message}`);
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  logger.error(`internal error: ${message}`);
  if (process.env.SIDELINE_DEBUG && error instanceof Error && error.stack) logger.error(error.stack);
  else logger.error('(set SIDELINE_DEBUG=1 to see where it happened)');
  return exitCodes.internal;
}
