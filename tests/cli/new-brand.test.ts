import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { notPublished, webRootFiles } from '../../cli/build/web-root.ts';
import { brandManifest, launchGola } from './gola-brand.ts';
import { runCli, temporaryDir, temporaryProject } from './run-cli.ts';

/** Labels only a feature's own code holds (its i18n namespace), found nowhere else in the runtime's sources. */
async function markersOf(feature: 'shop' | 'data-model'): Promise<string[]> {
  const { messages } = (await import(`../../runtime/features/${feature}/messages.ts`)) as {
    messages: Record<string, Record<string, string>>;
  };
  const root = join(import.meta.dirname, '../..');
  const elsewhere = readdirSync(join(root, 'runtime'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(`features/${feature}/`) && !file.includes('__tests__'))
    .map((file) => readFileSync(join(root, 'runtime', file), 'utf8'))
    .join('\n');
  return [...Object.values(messages['pt-br']), ...Object.values(messages.cn)].filter(
    (label) => label.length > 3 && !elsewhere.includes(label),
  );
}

describe('launching a new brand from scratch', () => {
  const project = temporaryProject();
  const dist = temporaryDir();
  const file = join(project, 'tenants/gola/gola.json');
  let created: Awaited<ReturnType<typeof runCli>>;
  let typo: Awaited<ReturnType<typeof runCli>>;
  let built: Awaited<ReturnType<typeof runCli>>;
  beforeAll(async () => {
    created = await launchGola(project, '#c6f43');
    typo = await runCli(['--root', project, 'validate', 'gola']);
    writeFileSync(file, JSON.stringify(brandManifest('#c6f432'), null, 2));
    built = await runCli(['--root', project, 'build-tenant', 'gola', '--dist', dist], undefined, 400_000);
  }, 420_000);

  it('creates the site in its own brand folder with its own sources', () => {
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('created tenants/gola/gola.json (extends pq8sp, brand gola, sp_source 50)');
  });

  it('explains a colour typo, then validates and builds the corrected manifest', () => {
    expect(typo.code).toBe(1);
    expect(typo.stdout + typo.stderr).toContain('/theme/primary: "#c6f43" has 5 hex digits, one is missing');
    expect(built.code, built.stdout + built.stderr).toBe(0);
    const html = readFileSync(join(dist, 'gola/index.html'), 'utf8');
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Golaço</title>');
    expect(html).toContain('<meta name="theme-color" content="#c6f432" />');
    expect(html).toContain('<body data-mode="dark">');
  });

  it('draws a 180 px PNG apple-touch-icon from the logo', () => {
    const html = readFileSync(join(dist, 'gola/index.html'), 'utf8');
    const href = /<link rel="apple-touch-icon" sizes="180x180" href="\/m\/(tenant\/apple-touch-icon-[0-9a-f]{10}\.png)" \/>/.exec(
      html,
    )?.[1];
    expect(href).toBeDefined();
    const png = readFileSync(join(dist, 'gola', href as string));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });

  it("publishes no code of a disabled feature: not in the web root, and not in the site's server render", async () => {
    const site = join(dist, 'gola');
    const report = JSON.parse(readFileSync(join(site, 'build-report.json'), 'utf8'));
    expect(report.brand).toBe('gola');
    expect(report.featuresBuilt).not.toContain('shop');
    expect(report.featuresBuilt).not.toContain('data-model');
    const published = webRootFiles(site);
    expect(published).toContain('index.html');
    expect(published.some((f) => f.startsWith('server/') || f === 'build-report.json')).toBe(false);
    expect(notPublished).toEqual(['server/', 'build-report.json']);
    // The server render lists its files, and they are the site's features only (no shop-pages-*, model-pages-*).
    const renderFiles = readdirSync(join(site, 'server'), { recursive: true, encoding: 'utf8' }).map((f) => `server/${f}`);
    expect([...report.html.serverRender.files].sort()).toEqual(renderFiles.filter((f) => /\.\w+$/.test(f)).sort());
    expect(renderFiles.filter((f) => /shop|model/.test(f))).toEqual([]);
    expect(published.filter((f) => /(^|\/)(shop|data-model)[.-]/.test(f))).toEqual([]);
    const text = (files: string[]) =>
      files
        .filter((f) => /\.(js|mjs|html|css)$/.test(f))
        .map((f) => readFileSync(join(site, f), 'utf8'))
        .join('\n');
    const publishedText = text(published);
    const renderText = text(renderFiles);
    for (const feature of ['shop', 'data-model'] as const) {
      const markers = await markersOf(feature);
      expect(markers.length, `${feature} has labels of its own`).toBeGreaterThan(3);
      for (const marker of markers) {
        expect(publishedText, `${feature} label "${marker}" published`).not.toContain(marker);
        expect(renderText, `${feature} label "${marker}" in the server render`).not.toContain(marker);
      }
    }
  });
});
