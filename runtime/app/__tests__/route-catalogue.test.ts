import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FeatureDefinition } from '../../core/feature.ts';
import { routeCatalogue } from '../route-catalogue.ts';

const featuresDir = fileURLToPath(new URL('../../features', import.meta.url));
const featureNames = readdirSync(featuresDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

async function loadFeature(name: string): Promise<FeatureDefinition> {
  const files = readdirSync(`${featuresDir}/${name}`);
  const entry = files.find((f) => f === 'index.ts' || f === 'index.tsx');
  return ((await import(`${featuresDir}/${name}/${entry}`)) as { default: FeatureDefinition }).default;
}

describe('route catalogue', () => {
  it('lists exactly the features that exist', () => {
    expect(Object.keys(routeCatalogue).sort()).toEqual(featureNames);
  });

  it.each(featureNames)('equals the routes feature %s registers', async (name) => {
    const feature = await loadFeature(name);
    expect(feature.name).toBe(name);
    expect(feature.routes.map((r) => r.path)).toEqual(routeCatalogue[feature.name]);
  });

  it('gives every path one owner', () => {
    const paths = Object.values(routeCatalogue).flat();
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers the main routes of spec 000 §2', () => {
    const paths = new Set(Object.values(routeCatalogue).flat());
    const spec = [
      '/score',
      '/score/detail/:matchid',
      '/score/basketball/detail/:matchid',
      '/score/detail/football/:matchid',
      '/score/detail/basketball/:matchid',
      '/score/collected',
      '/score/search',
      '/headline',
      '/search',
      '/live',
      '/live/lives',
      '/live/videos',
      '/live-detail/:id',
      '/shortvideo/:id',
      '/rec-category/:id?',
      '/rec-collection/:id',
      '/rec-video/:id',
      '/share/live/:id',
      '/share/video/:id',
      '/share/dynamic/:id',
      '/share/match/:sport/:id',
      '/share/shortvideo/:id',
      '/share/recordvideo/:id',
      '/database',
      '/database/league/:sname/:cid',
      '/database/team/:sname/:teamId',
      '/database/billboard/:type',
      '/fifa-team/:id',
      '/privacy',
      '/anchor-list',
      '/activities',
      '/activity/:id',
      '/recharge',
      '/trans-log',
      '/newshop',
      '/newshop/records',
      '/vip-plans',
      '/vip-user/:uid',
      '/user-center',
      '/user-center/anchor/:uid?',
      '/user-center/task',
      '/user-center/wallet',
      '/user-center/withdraw',
      '/user-center/feedback',
      '/user-center/benefits',
      '/c2c',
      '/c2c-friends',
      '/c2c-chatroom/:id',
      '/c2c-user/:id',
      '/c2c-search',
      '/c2c-feedback/:type/:gid?',
      '/chat-group/:id',
      '/chat-group/anchor/:id',
      '/chat-group-info/:gid',
      '/chat-group-announcements/:gid',
      '/chat-group-member/:uid/:gid',
      '/data',
      '/data/model/:kind',
      '/data/model/detail/:kind/:id',
      '/data/model/subscribe/:id',
      '/data/model/subscription-records',
      '/mobile/happening/:matchid',
      '/mobile/basketball/rank/:matchid',
      '/mobile/service/feedback',
      '/mobile/s/feedback',
      '/mobile/about',
      '/mobile/news',
      '/mobile/package-rules',
      '/mobile/fifa-team/honor/:teamid',
      '/mobile/privacy/:type',
      '/mobile/recharge',
      '/mobile/activity/:id',
      '/mobile/c2c-feedback/:type/:gid?',
      '/mobile/model/detail/:kind/:id',
      '/pp/talk',
    ];
    expect(spec.filter((path) => !paths.has(path))).toEqual([]);
  });

  it.each(featureNames)('feature %s has a label for every route title and its menu, in both languages', async (name) => {
    const feature = await loadFeature(name);
    const keys = feature.routes.map((r) => r.titleKey);
    const messages = await feature.messages();
    for (const locale of ['cn', 'pt-br'] as const) {
      expect(keys.filter((key) => !messages[locale][key])).toEqual([]);
      if (feature.menu) expect(feature.menu.label[locale]).not.toBe('');
    }
  });
});
