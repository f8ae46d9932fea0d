import type { SiteConfig } from '../seed/site-config.ts';
import type { ServerContext } from '../server-context.ts';

/** This server's site config row (the one `getCommonConfig` answers); the chat gateway checks app ids against it. */
export async function siteConfig(context: Pick<ServerContext, 'db' | 'site'>): Promise<SiteConfig> {
  const [row] = await context.db.query<{ config: SiteConfig }>('select config from sites where code = $1', [context.site]);
  if (!row) throw new Error(`site ${context.site} has no config row`);
  return row.config;
}
