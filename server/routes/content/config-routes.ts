import { contextOf, originOf } from '../../http/request-context.ts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { commonConfig } from '../../domain/site/site-config.ts';
import { baseDictionary } from '../../domain/site/site-catalogue.ts';
import { bannersShown } from '../../domain/site/site-content.ts';
import type { ServerContext } from '../../server-context.ts';

/** The site's config, its ads and switches, the home page's banners, the dictionaries and the storage host list. */
export function configRoutes(app: FastifyInstance, context: ServerContext): void {
  // Read at each call, never kept: what an operator publishes shows at the fans' next read on every node.
  app.get('/api/home/getHomeScroll', async (request) =>
    ok(await bannersShown(context.db, context.site, contextOf(request).lang, context.clock.now())),
  );
  app.get('/api/SportDatabase/getBaseDictionary', async () => ok(baseDictionary));

  /** The host-list file of the storage bucket: the client reads status 200 and data (spec 000 §7). */
  app.get('/storage/hosts.json', async (request) => ({ status: 200, data: [originOf(request)] }));

  /** The common script: site-wide code the operator can inject; here it records the site code for analytics tags. */
  app.get<{ Querystring: { t?: string } }>('/webapi/home/getCommonScript', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('application/javascript; charset=utf-8')
      .send(`window.__SIDELINE_COMMON__ = ${JSON.stringify({ site: context.site })};\n`),
  );

  /**
   * GET, no loading indicator on the client; `config` holds the switch flags as '0'/'1' strings, the ad slots the
   * operator's ads (docs/decisions.md "Ad slots").
   */
  app.get('/api/config/getCommonConfig', async () => ok(await commonConfig(context.db, context.site)));
}
