import type { Database } from '../db/database.ts';
import { seedActivities } from './activities.ts';
import { seedAnnouncements } from './announcements.ts';
import { seedNews } from './news.ts';
import { seedGoods } from './shop-goods.ts';
import type { ContentLanguage } from '../domain/ports.ts';

export interface ContentSummary {
  goods: number;
  news: number;
  activities: number;
  announcements: number;
}

/** Shop goods, news (in the site's language), activities and announcements; runs after the schedule, which news and activities link to. */
export async function seedContent(db: Database, seed: number, now: Date, language: ContentLanguage = 'cn'): Promise<ContentSummary> {
  return {
    goods: await seedGoods(db, seed, now),
    news: await seedNews(db, seed, now, language),
    activities: await seedActivities(db, now),
    announcements: await seedAnnouncements(db, now),
  };
}
