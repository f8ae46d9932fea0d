/** The bundle figures of `npm run bench`, from each site's build-report.json in one build-all. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Results } from './bench-results.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const brotli = (file: string) => brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Each site's initial and total JS, its feature chunks, and what a feature it does not build still weighs. */
export function bundleFigures(dist: string, codes: { code: string }[]): Results['bundle'] {
  const bundle: Results['bundle'] = {};
  const allFeatures = readdirSync(join(root, 'runtime/features'));
  for (const { code } of codes) {
    const report = JSON.parse(readFileSync(join(dist, code, 'build-report.json'), 'utf8'));
    const js: { file: string; raw: number; gzip: number; initial: boolean }[] = report.chunks.filter(
      (c: { kind: string }) => c.kind === 'js',
    );
    // Feature chunks are named assets/<feature>.<page>-<hash>.js; a feature that is not built must weigh nothing.
    const bytesOf = (feature: string) => js.filter((c) => c.file.startsWith(`assets/${feature}.`)).reduce((sum, c) => sum + c.gzip, 0);
    const disabled = allFeatures.filter((feature) => !report.featuresBuilt.includes(feature));
    // A feature's own labels live only in its module: finding its longest one, as a whole string, in any chunk means
    // its code is in the build.
    const leaked = (feature: string) => {
      const messages = readFileSync(join(root, 'runtime/features', feature, 'messages.ts'), 'utf8');
      const label = [...messages.matchAll(/:\s*'([^']+)'/g)].map((m) => m[1]).sort((a, b) => b.length - a.length)[0] ?? '';
      const quoted = ['"', "'", '`'].map((q) => q + label + q);
      return label && js.some((c) => quoted.some((q) => readFileSync(join(dist, code, c.file), 'utf8').includes(q))) ? 1 : 0;
    };
    bundle[code] = {
      initialGzip: report.initialJs.gzip,
      initialBrotli: js.filter((c) => c.initial).reduce((sum, c) => sum + brotli(join(dist, code, c.file)), 0),
      initialRaw: report.initialJs.raw,
      totalGzip: report.totalJs.gzip,
      largestChunk: Math.max(...js.map((c) => c.raw)),
      features: report.featuresBuilt.length,
      featureChunks: Object.fromEntries(report.featuresBuilt.map((feature: string) => [feature, bytesOf(feature)])),
      disabledFeatureBytes: Object.fromEntries(disabled.map((feature) => [feature, bytesOf(feature) + leaked(feature)])),
    };
  }
  return bundle;
}
