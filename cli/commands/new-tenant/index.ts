import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { didYouMean, formatIssue, validateTenants, type ResolvedTenant } from '../../../schema/index.ts';
import { ExitError, exitCodes } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { GlobalOptions } from '../../global-options.ts';
import { newManifest } from './new-manifest.ts';

const namePattern = /^[a-z][a-z0-9_]*$/;

export interface NewTenantOptions extends GlobalOptions {
  code: string;
  from: string;
  /** The new site's brand, and so its folder; the parent's when not given. */
  brand?: string;
  spSource?: number;
  /** The name shown for the new site's sp_source (and, for a new brand, its site name). */
  sourceName?: string;
}

/**
 * Writes tenants/<brand>/<code>.json extending `--from`: in the parent's brand folder, or in a new brand's own
 * folder with its own sources. The new file is validated before the command succeeds; if it does not validate, it
 * is removed again (and so is a brand folder the command made for it).
 */
export function newTenantCommand(options: NewTenantOptions, logger: Logger): number {
  const { code, from } = options;
  if (!namePattern.test(code))
    throw new ExitError(`site code "${code}" must be lowercase letters, digits and _, starting with a letter`, exitCodes.usage);
  if (options.brand !== undefined && !namePattern.test(options.brand))
    throw new ExitError(`brand "${options.brand}" must be lowercase letters, digits and _, starting with a letter`, exitCodes.usage);
  const parent = parentOf(options, logger);
  const brand = options.brand ?? parent.brand;
  const folder = join(options.root, 'tenants', brand);
  const file = join(folder, `${code}.json`);
  if (existsSync(file)) throw new ExitError(`${file} already exists`);
  const madeFolder = !existsSync(folder);
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, JSON.stringify(newManifest(parent, { ...options, brand }), null, 2) + '\n');
  const check = validateTenants(options.root, [code]);
  const created = check.tenants.get(code);
  if (!created) {
    rmSync(madeFolder ? folder : file, { recursive: true, force: true });
    check.issues.forEach((i) => logger.error(formatIssue(i)));
    throw new ExitError(`the new manifest would not be valid, so it was not kept`);
  }
  logger.info(`created tenants/${brand}/${code}.json (extends ${from}, brand ${brand}, sp_source ${created.manifest.spSource})`);
  if (brand !== parent.brand) {
    const { siteName, assets } = created.manifest;
    const name = options.sourceName === undefined ? [`siteName "${siteName.cn}" / "${siteName['pt-br']}"`] : [];
    const inherited = [...name, 'theme', `assets.logo ${assets.logo}`, `assets.favicon ${assets.favicon}`];
    logger.info(`still ${parent.brand}'s until you set them: ${inherited.join(', ')}`);
  }
  logger.info(`next: edit it (see docs/tenant-authoring.md), then run: npx sideline build-tenant ${code}`);
  return exitCodes.ok;
}

function parentOf(options: NewTenantOptions, logger: Logger): ResolvedTenant {
  const { code, from } = options;
  const existing = validateTenants(options.root, [from]);
  if (existing.siteCodes.includes(code)) throw new ExitError(`site code "${code}" already exists`);
  const parent = existing.tenants.get(from);
  if (parent) return parent;
  const suggestion = didYouMean(from, existing.siteCodes);
  const known = existing.siteCodes.length > 0 ? `; known site codes: ${existing.siteCodes.join(', ')}` : '';
  const hint = suggestion ? ` (did you mean "${suggestion}"?)` : '';
  if (existing.issues.some((i) => i.code !== 'unknown-site')) existing.issues.forEach((i) => logger.error(formatIssue(i)));
  throw new ExitError(
    existing.siteCodes.includes(from) ? `cannot extend "${from}": its manifest is invalid` : `no site "${from}"${hint}${known}`,
  );
}
