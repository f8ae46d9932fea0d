import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { FeatureDefinition } from '../../core/feature.ts';

const featuresDir = fileURLToPath(new URL('../../features', import.meta.url));
const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../../../schema/tenant.schema.json', import.meta.url)), 'utf8'));

it('the manifest may put in the menu exactly the features that have a menu entry', async () => {
  const withMenu: string[] = [];
  for (const name of readdirSync(featuresDir)) {
    const entry = readdirSync(`${featuresDir}/${name}`).find((f) => /^index\.tsx?$/.test(f));
    const feature = ((await import(`${featuresDir}/${name}/${entry}`)) as { default: FeatureDefinition }).default;
    if (feature.menu) withMenu.push(feature.name);
  }
  expect([...schema.definitions.menuFeature.enum].sort()).toEqual(withMenu.sort());
});
