import { derivePalette, loadTenant, sourceOf } from '../../../schema/index.ts';
import { exitCodes } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { GlobalOptions } from '../../global-options.ts';

/**
 * Each leaf value of the resolved manifest on its own line, with the file it came from, then the palette the build
 * derives from its theme (schema/palette/), each token in light and dark mode.
 */
export function showCommand(options: GlobalOptions & { code: string; json: boolean }, logger: Logger): number {
  const tenant = loadTenant(options.root, options.code);
  const { light, dark } = derivePalette(tenant.manifest.theme);
  if (options.json) {
    logger.info(
      JSON.stringify(
        {
          site: tenant.code,
          chain: tenant.chain,
          manifest: tenant.manifest,
          provenance: Object.fromEntries(tenant.provenance),
          palette: { light, dark },
        },
        null,
        2,
      ),
    );
    return exitCodes.ok;
  }
  logger.info(`${tenant.code} (brand ${tenant.brand}): ${tenant.chain.join(' <- ')} <- defaults`);
  const lines = [...leaves(tenant.manifest, '')].map(
    ([pointer, value]) => [pointer, JSON.stringify(value), sourceOf(tenant, pointer)] as const,
  );
  // Align the file column, but do not let one long value push every line off screen.
  const width = Math.min(64, Math.max(...lines.map(([p, v]) => p.length + v.length + 3)));
  for (const [pointer, value, file] of lines) logger.info(`${`${pointer} = ${value}`.padEnd(width)}  ${file}`);
  logger.info('derived palette (token: light, dark), from /theme by contrast:');
  for (const token of Object.keys(light) as (keyof typeof light)[])
    logger.info(`  ${token.padEnd(14)} ${light[token].padEnd(26)} ${dark[token]}`);
  return exitCodes.ok;
}

function* leaves(value: unknown, pointer: string): Generator<[string, unknown]> {
  if (value && typeof value === 'object' && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) yield* leaves(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  } else {
    yield [pointer, value];
  }
}
