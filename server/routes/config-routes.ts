import { originOf } from '../http/request-context.ts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { siteAds } from '../services/ads.ts';
import { siteConfig } from '../services/site-config.ts';
import type { ServerContext } from '../server-context.ts';

/** Banners of the home page (spec 000 §7 getHomeScroll). */
const banners = [
  { id: 1, title: '世界杯预选赛焦点战直播', image: '/static/logos/league/1.svg', link: '/m/live', sort: 1 },
  { id: 2, title: 'VIP 会员限时优惠', image: '/static/logos/league/2.svg', link: '/m/vip-plans', sort: 2 },
  { id: 3, title: '每日签到领金币', image: '/static/logos/league/3.svg', link: '/m/user-center/task', sort: 3 },
];

/** The dictionaries of the sports database (spec 000 §3 baseDict). */
const baseDictionary = {
  sports_type: [
    { id: 1, name: '足球' },
    { id: 2, name: '篮球' },
  ],
  foot_ball_type: [
    { id: 1, name: '联赛' },
    { id: 2, name: '杯赛' },
  ],
  basket_ball_type: [
    { id: 1, name: '常规赛' },
    { id: 2, name: '季后赛' },
  ],
  integral_type: [
    { id: 1, name: '总积分' },
    { id: 2, name: '主场积分' },
    { id: 3, name: '客场积分' },
  ],
};

export function configRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get('/api/home/getHomeScroll', async () => ok(banners));
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
  app.get('/api/config/getCommonConfig', async () =>
    ok({
      config: await siteConfig(context),
      ...(await siteAds(context.db, context.site)),
      emoji: ['😀', '😂', '😍', '👍', '👏', '🔥', '⚽', '🏀', '🎉', '💪'],
      launch_ad: null,
      live_badge: [],
      live_category: [],
      user_tag: [],
    }),
  );
}
