import type { OpsSiteConfigRequest } from '../../schema/generated/api.ts';
import { api } from './api.ts';
import type { Site, SiteSummary } from './types.ts';

/** This node's site, its switches and numbers with their descriptions in the console's language. */
export const readSite = () => api.get<Site>('/site');

/** Changes switches and numbers; answers the site as it is now. */
export const changeSiteConfig = (changes: OpsSiteConfigRequest) => api.send<Site>('PATCH', '/site/config', changes);

/** Every site the operator may see. */
export const readSites = () => api.get<SiteSummary[]>('/sites');
