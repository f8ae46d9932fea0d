import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { didYouMean, formatIssue, validateTenants } from '../../../schema/index.ts';
import { ExitError, exitCodes } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { GlobalOptions } from '../../global-options.ts';

const codePattern = /^[a-z][a-z0-9_]*$/;

/**
 * Writes tenants/<brand>/<code>.json extending `--from`, in the parent's brand folder. The new file is validated
 * before the command succeeds; if it does not validate, it is removed again.
 */
export function newTenantCommand(options: GlobalOptions & { code: string; from: string; spSource?: number }, logger: Logger): number {
  const { code, from } = options;
  if (!codePattern.test(code))
    throw new ExitError(`site code "${code}" must be lowercase letters, digits and _, starting with a letter`, exitCodes.usage);
  const existing = validateTenants(options.root, [from]);
  if (existing.siteCodes.includes(code)) throw new ExitError(`site code "${code}" already exists`);
  const parent = existing.tenants.get(from);
  if (!parent) {
    const suggestion = didYouMean(from, existing.siteCodes);
    const known = existing.siteCodes.length > 0 ? `; known site codes: ${existing.siteCodes.join(', ')}` : '';
    const hint = suggestion ? ` (did you mean "${suggestion}"?)` : '';
    if (existing.issues.some((i) => i.code !== 'unknown-site')) existing.issues.forEach((i) => logger.error(formatIssue(i)));
    throw new ExitError(
      existing.siteCodes.includes(from) ? `cannot extend "${from}": its manifest is invalid` : `no site "${from}"${hint}${known}`,
    );
  }
  const file = join(options.root, 'tenants', parent.brand, `${code}.json`);
  if (existsSync(file)) throw new ExitError(`${file} already exists`);
  const manifest = {
    $schema: '../../schema/tenant.schema.json',
    extends: from,
    brand: parent.brand,
    ...(options.spSource !== undefined ? { spSource: options.spSource } : {}),
  };
  writeFileSync(file, JSON.stringify(manifest, null, 2) + '\n');
  const check = validateTenants(options.root, [code]);
  if (!check.tenants.has(code)) {
    rmSync(file);
    check.issues.forEach((i) => logger.error(formatIssue(i)));
    throw new ExitError(`the new manifest would not be valid, so it was not kept`);
  }
  logger.info(
    `created tenants/${parent.brand}/${code}.json (extends ${from}, brand ${parent.brand}, sp_source ${check.tenants.get(code)?.manifest.spSource})`,
  );
  logger.info(`next: edit it (see docs/tenant-authoring.md), then run: npx sideline build-tenant ${code}`);
  return exitCodes.ok;
}
