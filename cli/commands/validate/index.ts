import { formatIssue, uniqueIssues, validateTenants } from '../../../schema/index.ts';
import { exitCodes } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { GlobalOptions } from '../../global-options.ts';

export function validateCommand(options: GlobalOptions & { codes: string[]; json: boolean }, logger: Logger): number {
  const result = validateTenants(options.root, options.codes.length > 0 ? options.codes : undefined);
  const checked = options.codes.length > 0 ? options.codes : result.siteCodes;
  const failed = checked.filter((code) => !result.tenants.has(code));
  if (options.json) {
    logger.info(JSON.stringify({ valid: checked.filter((c) => result.tenants.has(c)), invalid: failed, issues: result.issues }, null, 2));
    return failed.length > 0 ? exitCodes.failed : exitCodes.ok;
  }
  for (const issue of uniqueIssues(result.issues)) logger.error(formatIssue(issue));
  for (const code of checked) logger.info(`${result.tenants.has(code) ? 'ok     ' : 'invalid'}  ${code}`);
  logger.info(
    failed.length === 0
      ? `${checked.length} of ${checked.length} manifests valid`
      : `${failed.length} of ${checked.length} manifests invalid: ${failed.join(', ')}`,
  );
  return failed.length > 0 ? exitCodes.failed : exitCodes.ok;
}
