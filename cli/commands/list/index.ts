import { validateTenants } from '../../../schema/index.ts';
import { builtFeatureNames, featureSetOf } from '../../build/flags.ts';
import { exitCodes } from '../../errors.ts';
import { formatTable, type Logger } from '../../logger.ts';
import type { GlobalOptions } from '../../global-options.ts';

export function listCommand(options: GlobalOptions & { json: boolean }, logger: Logger): number {
  const result = validateTenants(options.root);
  const rows = result.siteCodes.map((code) => {
    const manifest = result.tenants.get(code)?.manifest;
    return {
      code,
      brand: result.tenants.get(code)?.brand ?? '',
      valid: manifest !== undefined,
      spSource: manifest?.spSource ?? null,
      rootRedirect: manifest?.rootRedirect ?? null,
      locale: manifest?.locales.default ?? null,
      primary: manifest?.theme.primary ?? null,
      features: manifest ? builtFeatureNames(featureSetOf(manifest)) : [],
    };
  });
  if (options.json) {
    logger.info(JSON.stringify(rows, null, 2));
  } else {
    const table = rows.map((r) => [
      r.code,
      r.brand,
      String(r.spSource ?? '-'),
      r.rootRedirect ?? '-',
      r.locale ?? '-',
      r.primary ?? '-',
      r.valid ? String(r.features.length) : 'invalid manifest',
    ]);
    logger.info(formatTable(['code', 'brand', 'sp_source', 'root', 'language', 'theme', 'features'], table));
  }
  if (rows.some((r) => !r.valid)) {
    if (!options.json) logger.error('some manifests are invalid: run `sideline validate` for details');
    return exitCodes.failed;
  }
  return exitCodes.ok;
}
