import type { OpsSite, OpsSiteConfigRequest, OpsSites } from '../../schema/generated/api.ts';
import { api } from './api.ts';

/** This node's site, its switches and numbers with their descriptions in the console's language. */
export const readSite = () => api.get<OpsSite>('/site');

/** Changes switches and numbers; answers the site as it is now. */
export const changeSiteConfig = (changes: OpsSiteConfigRequest) => api.send<OpsSite>('PATCH', '/site/config', changes);

/** Every site the operator may see. */
export const readSites = () => api.get<OpsSites>('/sites');
