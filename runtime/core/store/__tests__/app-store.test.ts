import { beforeEach, describe, expect, it } from 'vitest';

import { MemoryStorage } from './memory-storage.ts';
const storage = new MemoryStorage();
Object.assign(globalThis, { localStorage: storage });
const { appStoreKey, createAppStore } = await import('../app-store.ts');

const initial = {
  lang: 'cn',
  mode: 'light',
  site: 'qutup2',
  siteName: '趣图体育',
  theme: '#2a7ae2',
  sp_source: 3002,
  sp_name: '趣图',
} as const;

beforeEach(() => storage.clear());

describe('spec 000 §3 client state', () => {
  it('holds every field the spec lists', () => {
    const fields =
      'lang, config, commonConfig, categories, banners, homeData, packageList, giftList, userBagItems, searchLog, baseDict, databaseHomeData, selectedHeadline, site, siteName, theme, mode, sp_source, sp, sp_name, c2cUnreadCount, c2cPageTab, apiHosts, anchorGroups, roomNotes, isTest, isLandscape, prevPage';
    const state = createAppStore(initial).getState();
    for (const field of fields.split(', ')) expect(state, field).toHaveProperty(field);
    expect(Object.keys(state.commonConfig).sort()).toEqual([
      'emoji',
      'home_pop_ad',
      'launch_ad',
      'live_badge',
      'live_category',
      'live_play_ad',
      'user_tag',
    ]);
    expect(state.sp).toBe(3002);
  });

  it('"Stored locally under a name based on the site code": the fan\'s choices persist there, server data does not', () => {
    const store = createAppStore(initial);
    store.getState().setMode('dark');
    store.getState().logSearch({ target_id: 7, name: 'Flamengo' });
    store.getState().setCommonConfig({ config: { switch_room_chat: '1' } as never, emoji: ['⚽'] });
    const saved = JSON.parse(storage.getItem(appStoreKey('qutup2'))!).state;
    expect(saved).toMatchObject({ mode: 'dark', lang: 'cn', searchLog: [{ target_id: 7, name: 'Flamengo' }] });
    expect(saved).not.toHaveProperty('config');
    expect(saved).not.toHaveProperty('sp_source');
    expect(appStoreKey('qutup2')).not.toBe(appStoreKey('qutup3'));
  });

  it("keeps the server config flags as the server sends them ('0'/'1' strings) with the common config beside it", () => {
    const store = createAppStore(initial);
    store
      .getState()
      .setCommonConfig({ config: { switch_room_chat: '0', room_video_play_sec: 600 } as never, emoji: ['⚽'], launch_ad: null });
    expect(store.getState().config).toMatchObject({ switch_room_chat: '0', room_video_play_sec: 600 });
    expect(store.getState().commonConfig.emoji).toEqual(['⚽']);
    expect(store.getState().commonConfig.live_badge).toEqual([]);
  });

  it('a reload restores the persisted choices', async () => {
    createAppStore(initial).getState().setLang('pt-br');
    const again = createAppStore(initial);
    await again.persist.rehydrate();
    expect(again.getState().lang).toBe('pt-br');
  });
});
