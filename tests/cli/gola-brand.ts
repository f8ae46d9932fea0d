import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, type CliResult } from './run-cli.ts';

/** The brand of docs/tenant-authoring.md "Launch a new brand": Portuguese, lime, dark by default, no shop, no data models. */
export const brandManifest = (primary: string) => ({
  $schema: '../../schema/tenant.schema.json',
  extends: 'pq8sp',
  brand: 'gola',
  siteName: { cn: 'Golaço', 'pt-br': 'Golaço' },
  spSource: 50,
  sources: [{ id: 50, name: 'Golaço' }],
  theme: { primary, onPrimary: '#111418', accent: '#4a6b00', defaultMode: 'dark' },
  assets: { logo: 'assets/logo.svg', favicon: 'assets/favicon.svg' },
  features: { shop: false, 'data-model': false },
  home: { defaultTab: 'clips' },
  locales: { default: 'pt-br', available: ['pt-br'] },
});

/** Its logo: a lime tile with a dark ball. */
export const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">
  <rect width="128" height="128" rx="28" fill="#c6f432"/><circle cx="64" cy="60" r="34" fill="#111418"/>
</svg>
`;

/** Creates the brand in a project as the recipe does: `new-tenant`, then its images and manifest (with `primary`). */
export async function launchGola(project: string, primary = '#c6f432'): Promise<CliResult> {
  const created = await runCli([
    '--root',
    project,
    'new-tenant',
    'gola',
    '--brand',
    'gola',
    '--from',
    'pq8sp',
    '--sp-source',
    '50',
    '--source-name',
    'Golaço',
  ]);
  mkdirSync(join(project, 'tenants/gola/assets'), { recursive: true });
  writeFileSync(join(project, 'tenants/gola/assets/logo.svg'), logo);
  writeFileSync(join(project, 'tenants/gola/assets/favicon.svg'), logo);
  writeFileSync(join(project, 'tenants/gola/gola.json'), JSON.stringify(brandManifest(primary), null, 2));
  return created;
}
