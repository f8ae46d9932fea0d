import { describe, expect, it } from 'vitest';
import { pageMetaFor } from '../page-meta.ts';
import { withAppBase } from '../redirect.ts';
import { captureStartParams, readStartParam } from '../start-params.ts';

describe('redirect helper (prefixes /m/ when the current address is under /m/)', () => {
  it('prefixes app paths while under /m/', () => {
    expect(withAppBase('/login', '/m/score')).toBe('/m/login');
    expect(withAppBase('login', '/m')).toBe('/m/login');
  });
  it('leaves paths alone outside /m/ and never prefixes twice', () => {
    expect(withAppBase('/login', '/pc/home')).toBe('/login');
    expect(withAppBase('/m/login', '/m/score')).toBe('/m/login');
    expect(withAppBase('/login', '/mobile')).toBe('/login');
  });
});

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('invite_code and channel are stored when the app starts', () => {
  it('stores both from the start address, per site', () => {
    const storage = new MemoryStorage();
    captureStartParams('qutu', '?invite_code=AB12&channel=tiktok&x=1', storage);
    expect(readStartParam('qutu', 'invite_code', storage)).toBe('AB12');
    expect(readStartParam('qutu', 'channel', storage)).toBe('tiktok');
    expect(readStartParam('kqb', 'invite_code', storage)).toBeNull();
  });
  it('keeps what was stored when a later visit has no parameters', () => {
    const storage = new MemoryStorage();
    captureStartParams('qutu', '?invite_code=AB12', storage);
    captureStartParams('qutu', '', storage);
    expect(readStartParam('qutu', 'invite_code', storage)).toBe('AB12');
  });
});

describe('page title and keywords per path', () => {
  const text = (cn: string, pt: string) => ({ cn, 'pt-br': pt });
  const config = {
    siteName: text('趣图体育', 'Qutu Esportes'),
    keywords: text('足球', 'futebol'),
    pages: { '/live': { title: text('直播 - {siteName}', 'Ao vivo - {siteName}'), keywords: text('直播', 'ao vivo') } },
  } as unknown as Parameters<typeof pageMetaFor>[0];
  it('uses the page entry for its path, with the site name filled in', () => {
    expect(pageMetaFor(config, '/live', 'cn')).toEqual({ title: '直播 - 趣图体育', keywords: '直播' });
    expect(pageMetaFor(config, '/live/', 'pt-br')).toEqual({ title: 'Ao vivo - Qutu Esportes', keywords: 'ao vivo' });
  });
  it('uses the site name and keywords elsewhere', () => {
    expect(pageMetaFor(config, '/live-detail/9', 'cn')).toEqual({ title: '趣图体育', keywords: '足球' });
  });
});
