import type { ResolvedTenant } from '../../../schema/index.ts';

type Source = ResolvedTenant['manifest']['sources'][number];

/** What the new site's file says, beside `extends`. */
export interface NewManifestChoices {
  code: string;
  from: string;
  brand: string;
  spSource?: number;
  sourceName?: string;
}

/**
 * The new site's manifest. A site of its parent's brand inherits the sources, adding or renaming only its own
 * sp_source; a new brand gets a table of its own with its one sp_source (another brand's names are not its to
 * show), named by `--source-name`, which also names the site, or by the brand until the operator names it.
 */
export function newManifest(parent: ResolvedTenant, choices: NewManifestChoices): Record<string, unknown> {
  const { brand, sourceName } = choices;
  const newBrand = brand !== parent.brand;
  const spSource = choices.spSource ?? parent.manifest.spSource;
  const inherited = parent.manifest.sources;
  const parentName = inherited.find((s) => s.id === spSource)?.name;
  // A new id of the same brand shows the brand's name, as the parent's own sp_source does.
  const brandName = inherited.find((s) => s.id === parent.manifest.spSource)?.name ?? brand;
  const own: Source = { id: spSource, name: sourceName ?? (newBrand ? brand : (parentName ?? brandName)) };
  const sources: Source[] | undefined = newBrand
    ? [own]
    : parentName === undefined
      ? [...inherited, own]
      : sourceName !== undefined && sourceName !== parentName
        ? inherited.map((s) => (s.id === spSource ? own : s))
        : undefined;
  return {
    $schema: '../../schema/tenant.schema.json',
    extends: choices.from,
    brand,
    ...(newBrand && sourceName !== undefined ? { siteName: { cn: sourceName, 'pt-br': sourceName } } : {}),
    ...(spSource !== parent.manifest.spSource ? { spSource } : {}),
    ...(sources ? { sources } : {}),
  };
}
