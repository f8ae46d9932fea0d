import { formatIssue, uniqueIssues, validateTenants } from '../../../schema/index.ts';
import { exitCodes } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { formatPaletteRatios, formatShifts, paletteRatios } from './palette-ratios.ts';
import type { GlobalOptions } from '../../global-options.ts';

export function validateCommand(options: GlobalOptions & { codes: string[]; json: boolean }, logger: Logger): number {
  const result = validateTenants(options.root, options.codes.length > 0 ? options.codes : undefined);
  const checked = options.codes.length > 0 ? options.codes : result.siteCodes;
  const failed = checked.filter((code) => !result.tenants.has(code));
  const palettes = paletteRatios(checked.flatMap((code) => result.tenants.get(code) ?? []));
  if (options.json) {
    const valid = checked.filter((c) => result.tenants.has(c));
    logger.info(JSON.stringify({ valid, invalid: failed, issues: result.issues, palettes }, null, 2));
    return failed.length > 0 ? exitCodes.failed : exitCodes.ok;
  }
  for (const issue of uniqueIssues(result.issues)) logger.error(formatIssue(issue));
  for (const palette of palettes) formatShifts(palette).forEach((line) => logger.error(line));
  for (const code of checked) logger.info(`${result.tenants.has(code) ? 'ok     ' : 'invalid'}  ${code}`);
  // The contrast each brand's derived palette achieves (WCAG 2.1: 4.5:1 text, 3:1 large text and controls).
  for (const palette of palettes) formatPaletteRatios(palette).forEach((line) => logger.info(line));
  logger.info(
    failed.length === 0
      ? `${checked.length} of ${checked.length} manifests valid`
      : `${failed.length} of ${checked.length} manifests invalid: ${failed.join(', ')}`,
  );
  return failed.length > 0 ? exitCodes.failed : exitCodes.ok;
}
