import { tenant as embedded } from 'virtual:sideline/tenant';
import type { TenantConfig } from '../../../schema/generated/resolved-manifest.ts';

/** This tenant's configuration, read once at start from the page the build wrote. */
export const tenant: TenantConfig = embedded;
