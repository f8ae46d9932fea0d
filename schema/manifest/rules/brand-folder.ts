import type { SemanticRule } from './rule.ts';

/** A site lives in the folder of its brand, so operators find it where they expect. */
export const brandFolderRule: SemanticRule = ({ tenant, folder }) =>
  tenant.brand === folder
    ? []
    : [
        {
          code: 'brand-folder',
          pointer: '/brand',
          message: `brand "${tenant.brand}" does not match the folder tenants/${folder}/; move the file or set "brand": "${folder}"`,
          suggestion: folder,
          ownFile: true,
        },
      ];
