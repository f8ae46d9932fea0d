import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import type { SiteConfig } from '../seed/site-config.ts';
import type { ServerContext } from '../services/server-context.ts';

export async function siteConfig(context: ServerContext): Promise<SiteConfig> {
  const [row] = await context.db.query<{ config: SiteConfig }>('select config from sites where code = $1', [context.site]);
  if (!row) throw new Error(`site ${context.site} has no config row`);
  return row.config;
}

export function configRoutes(app: FastifyInstance, context: ServerContext): void {
  /** GET, no loading indicator on the client; `config` holds the switch flags as '0'/'1' strings. */
  app.get('/api/config/getCommonConfig', async () =>
    ok({
      config: await siteConfig(context),
      emoji: ['😀', '😂', '😍', '👍', '👏', '🔥', '⚽', '🏀', '🎉', '💪'],
      launch_ad: null,
      live_badge: [],
      live_category: [],
      user_tag: [],
      home_pop_ad: null,
      live_play_ad: null,
    }),
  );
}
