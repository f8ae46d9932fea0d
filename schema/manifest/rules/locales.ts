import type { SemanticRule } from './rule.ts';

/** The first-visit language must be one the fan can pick. */
export const localesRule: SemanticRule = ({ tenant }) => {
  const { locales } = tenant.manifest;
  if (locales.available.includes(locales.default)) return [];
  return [
    {
      code: 'locale-not-available',
      pointer: '/locales/default',
      message: `default language "${locales.default}" is not in /locales/available (${locales.available.join(', ')})`,
    },
  ];
};
