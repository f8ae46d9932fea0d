import { tenant } from '../tenant/tenant.ts';
import { sourceName, spSourceFor } from '../tenant/tenant-lookups.ts';
import { createAppStore } from './app-store.ts';

const spSource = spSourceFor(tenant, typeof location === 'undefined' ? '' : location.search);

/** The app store of this tenant (hook and store API, as zustand gives it). */
export const useAppStore = createAppStore({
  lang: tenant.locales.default,
  mode: tenant.theme.defaultMode,
  site: tenant.code,
  siteName: tenant.siteName.cn,
  theme: tenant.theme.primary,
  sp_source: spSource,
  sp_name: sourceName(tenant, spSource) ?? '',
});
