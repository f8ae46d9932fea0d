import type { ContentLanguage } from '../domain/ports.ts';

/** Every language the demo seed writes: a site's own language in the rows, the others as their translations. */
export const contentLanguages: readonly ContentLanguage[] = ['cn', 'pt-br'];
